// An open-loop load: requests sent at evenly spaced instants, `rate` a second, whatever the answers
// take, as many independent clients would (N open dashboards, each polling on its own 5 s timer from the
// moment its page opened). autocannon's `overallRate` instead starts every connection's clock at the
// same instant, so its requests arrive in bursts of `connections` at once, each burst queueing behind
// itself: at 100 req/s over 100 connections the edge's p50 was 91 ms for what it answers in 1 ms.
//
// A request's latency counts from the instant it was due, not from when a socket was free, so time
// spent waiting for a connection is counted (no coordinated omission).
import http from 'node:http';

/**
 * @param {{ url: string, requests: { method?: string, path: string, headers?: Record<string, string> }[],
 *   rate: number, seconds: number, connections?: number, timeoutMs?: number }} opts
 * @returns {Promise<{ rps: number, p50: number, p99: number, statuses: string, errors: number,
 *   failed: number, total: number }>}
 */
export async function openLoop({ url, requests, rate, seconds, connections = 256, timeoutMs = 10_000 }) {
  const base = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const statuses = new Map();
  let errors = 0;
  const total = Math.max(1, Math.round(rate * seconds));
  const started = performance.now();
  const interval = 1000 / rate;
  const inFlight = [];

  const send = (i, dueAt) =>
    new Promise((resolve) => {
      const { method = 'GET', path, headers = {} } = requests[i % requests.length];
      const req = http.request(
        { host: base.hostname, port: base.port, method, path, headers, agent, timeout: timeoutMs },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - dueAt);
            const family = `${Math.floor(res.statusCode / 100)}xx`;
            statuses.set(family, (statuses.get(family) ?? 0) + 1);
            resolve();
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end();
    });

  // each request on its own instant; the timer wakes every few ms and sends whatever has come due
  let next = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (next < total && started + next * interval <= now) {
        inFlight.push(send(next, started + next * interval));
        next += 1;
      }
      if (next >= total) return resolve();
      setTimeout(tick, Math.max(0, Math.min(5, started + next * interval - performance.now())));
    };
    tick();
  });
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const at = (q) =>
    latencies.length ? Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]) : 0;
  const ok = statuses.get('2xx') ?? 0;
  const notModified = statuses.get('3xx') ?? 0;
  return {
    rps: Math.round(latencies.length / elapsed),
    p50: at(0.5),
    p99: at(0.99),
    statuses: ['2xx', '3xx', '4xx', '5xx']
      .filter((k) => statuses.get(k))
      .map((k) => `${k}:${statuses.get(k)}`)
      .join(' '),
    errors,
    failed: latencies.length - ok - notModified + errors,
    total: latencies.length + errors,
  };
}
