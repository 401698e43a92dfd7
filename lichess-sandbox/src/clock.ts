/**
 * The sandbox's notion of "now". Real time by default; tests set it (and usually freeze it) so that
 * tournaments move created → started → finished exactly when the test says.
 */
export interface SandboxClock {
  now(): number;
  /** Jump to `at` (ms or ISO). Frozen clocks stay there; running clocks keep ticking from there. */
  set(at: number | string | Date, opts?: { frozen?: boolean }): void;
  advance(ms: number): void;
  readonly frozen: boolean;
}

export interface ClockOptions {
  now?: number | string | Date;
  frozen?: boolean;
}

export function toMillis(at: number | string | Date): number {
  const ms = typeof at === 'number' ? at : new Date(at).getTime();
  if (!Number.isFinite(ms)) throw new Error(`Not a time: ${String(at)}`);
  return ms;
}

export function createClock(opts: ClockOptions = {}): SandboxClock {
  let base = opts.now === undefined ? Date.now() : toMillis(opts.now);
  let realAtBase = Date.now();
  let frozen = opts.frozen ?? false;
  const now = () => (frozen ? base : base + (Date.now() - realAtBase));
  return {
    now,
    set(at, setOpts) {
      base = toMillis(at);
      realAtBase = Date.now();
      if (setOpts?.frozen !== undefined) frozen = setOpts.frozen;
    },
    advance(ms) {
      base = now() + ms;
      realAtBase = Date.now();
    },
    get frozen() {
      return frozen;
    },
  };
}
