// How slow a fuzz answer may be: the limit catches a hang, not a busy CPU.
// Signing in and registering hash a password, CPU-bound by design: a fraction of a second on an idle
// machine, seconds on a busy one (a registration took 2,658 ms at load average 7, and a fixed 2 s limit
// failed the run). So the limit is scaled by calibration answers measured in the same run, alongside
// the fuzz traffic: the fixtures' valid sign-ins and registrations, plus a sign-in every
// CALIBRATE_EVERY requests. Never below the 2 s of an idle machine; an answer that never comes is
// caught by the client's own timeout (http.ts TIMEOUT_MS) as a connection error, whatever the load.
import { TIMEOUT_MS } from './http';

/** The limit on an idle machine, where a password hash takes well under a second. */
export const SLOW_FLOOR_MS = 2000;
/** No honest answer takes this many times the run's slowest password hash. */
export const SLOW_FACTOR = 3;
/** A calibration sign-in is sent after every this many fuzz requests. */
export const CALIBRATE_EVERY = 250;

export type LatencyLimit = {
  limitMs: number;
  /** how many calibration answers were measured, and the slowest of them */
  calibrations: number;
  slowestCalibrationMs: number;
};

/**
 * SLOW_FACTOR × the slowest calibration answer, at least SLOW_FLOOR_MS, at most the client's timeout
 * (beyond it there is no answer to judge: the request already failed as a connection error).
 */
export function latencyLimit(calibrationMs: readonly number[], ceilingMs = TIMEOUT_MS): LatencyLimit {
  const slowest = calibrationMs.length ? Math.max(...calibrationMs) : 0;
  return {
    limitMs: Math.min(ceilingMs, Math.max(SLOW_FLOOR_MS, Math.round(SLOW_FACTOR * slowest))),
    calibrations: calibrationMs.length,
    slowestCalibrationMs: Math.round(slowest),
  };
}

/** The answers slower than the limit, each with its reason. */
export function tooSlow<T extends { ms: number }>(
  answers: readonly T[],
  limit: LatencyLimit,
): Array<T & { reason: string }> {
  return answers
    .filter((a) => a.ms > limit.limitMs)
    .map((a) => ({ ...a, reason: `slow: ${Math.round(a.ms)} ms (limit ${limit.limitMs} ms)` }));
}

/** One line for the report: the limit and where it came from. */
export function describeLimit(limit: LatencyLimit): string {
  const scaled = SLOW_FACTOR * limit.slowestCalibrationMs;
  const source =
    limit.calibrations === 0
      ? 'no calibration answer measured'
      : `${SLOW_FACTOR} × the slowest of ${limit.calibrations} calibration sign-ins and registrations, ${limit.slowestCalibrationMs} ms`;
  const bound =
    scaled < SLOW_FLOOR_MS ? `; the floor, ${SLOW_FLOOR_MS} ms` : scaled > limit.limitMs ? '; the client timeout' : '';
  return `latency limit: ${limit.limitMs} ms (${source}${bound}); no answer within ${TIMEOUT_MS} ms is a connection error`;
}
