// The one source of "now" for core-service: join windows, unlock windows and commission deadlines
// depend on it, so tests inject a SettableClock and move it.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until a test sets or advances it. */
export class SettableClock implements Clock {
  private current: Date;

  constructor(start: Date | string = new Date()) {
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  set(at: Date | string): void {
    this.current = new Date(at);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/**
 * Real time shifted by an offset that the test-control API can set (CORE_TEST_CONTROL=true, used by
 * the browser journeys): time keeps running, so countdowns tick, but "now" can jump ahead.
 */
export class OffsetClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  set(at: Date | string): void {
    this.offsetMs = new Date(at).getTime() - Date.now();
  }

  reset(): void {
    this.offsetMs = 0;
  }
}
