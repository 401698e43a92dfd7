// At start, a database that is not there yet (the container still starting, a fail-over) is waited
// for with back-off (0.5 s doubling to 10 s) up to a total budget, one log line per attempt, instead
// of exiting and being restarted in a loop.
import type { Logger } from '@chess-portal/service-kit';

export type WaitOptions = {
  /** give up after this long (DATABASE_WAIT_SECONDS) */
  totalMs: number;
  initialDelayMs?: number;
  maxDelayMs?: number;
  logger?: Logger;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
};

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The waits between attempts: initial, doubled each time, capped at max. */
export function backoffDelays(initialMs: number, maxMs: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => Math.min(maxMs, initialMs * 2 ** i));
}

/** Resolves once `ping` succeeds; rejects with the last error once `totalMs` is spent. */
export async function waitForDatabase(ping: () => Promise<unknown>, options: WaitOptions): Promise<void> {
  const { totalMs, initialDelayMs = 500, maxDelayMs = 10_000, logger, sleep = sleepFor, now = Date.now } = options;
  const started = now();
  let delay = initialDelayMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await ping();
      if (attempt > 1) logger?.info({ attempt }, 'database answered');
      return;
    } catch (err) {
      const elapsed = now() - started;
      const message = err instanceof Error ? err.message : String(err);
      if (elapsed + delay > totalMs) {
        logger?.error({ attempt, elapsedMs: elapsed, err: message }, 'database did not answer in time: giving up');
        throw new Error(`database did not answer within ${totalMs} ms: ${message}`, { cause: err });
      }
      logger?.warn({ attempt, retryInMs: delay, err: message }, 'database not answering yet: retrying');
      await sleep(delay);
      delay = Math.min(maxDelayMs, delay * 2);
    }
  }
}
