import { TIMEOUT_MS } from './http';
import { describeLimit, latencyLimit, SLOW_FACTOR, SLOW_FLOOR_MS, tooSlow } from './latency';

describe('the fuzz latency limit', () => {
  it('is the idle machine’s 2 s while password hashes are quick', () => {
    expect(latencyLimit([180, 240, 410]).limitMs).toBe(SLOW_FLOOR_MS);
    expect(latencyLimit([]).limitMs).toBe(SLOW_FLOOR_MS);
  });

  it('grows with the run’s slowest calibration answer, so a busy CPU is not a hang', () => {
    // load average 7: a registration took 2,658 ms and failed the old fixed 2 s limit
    const limit = latencyLimit([900, 2658, 1700]);
    expect(limit).toEqual({ limitMs: SLOW_FACTOR * 2658, calibrations: 3, slowestCalibrationMs: 2658 });
    expect(tooSlow([{ ms: 2658 }, { ms: 5100 }], limit)).toEqual([]);
  });

  it('still fails an answer far slower than any password hash of the run', () => {
    const limit = latencyLimit([300, 450]);
    expect(
      tooSlow(
        [
          { ms: 1999, n: 1 },
          { ms: 2000, n: 2 },
          { ms: 2001.4, n: 3 },
          { ms: 9000, n: 4 },
        ],
        limit,
      ),
    ).toEqual([
      { ms: 2001.4, n: 3, reason: 'slow: 2001 ms (limit 2000 ms)' },
      { ms: 9000, n: 4, reason: 'slow: 9000 ms (limit 2000 ms)' },
    ]);
    const busy = latencyLimit([1500]);
    expect(tooSlow([{ ms: 4400 }, { ms: 4600 }], busy).map((a) => a.ms)).toEqual([4600]);
  });

  it('never exceeds the client’s timeout, where no answer is already a connection error', () => {
    expect(latencyLimit([6000]).limitMs).toBe(TIMEOUT_MS);
    expect(latencyLimit([6000], 12_000).limitMs).toBe(12_000);
  });

  it('says in the report where the limit came from', () => {
    expect(describeLimit(latencyLimit([300]))).toBe(
      `latency limit: 2000 ms (3 × the slowest of 1 calibration sign-ins and registrations, 300 ms; the floor, 2000 ms); no answer within ${TIMEOUT_MS} ms is a connection error`,
    );
    expect(describeLimit(latencyLimit([1000, 2658]))).toContain('latency limit: 7974 ms (3 × the slowest of 2');
    expect(describeLimit(latencyLimit([]))).toContain('(no calibration answer measured; the floor, 2000 ms)');
    expect(describeLimit(latencyLimit([6000]))).toContain('6000 ms; the client timeout)');
  });
});
