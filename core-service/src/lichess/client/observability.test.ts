// The Lichess transport's trace headers and metrics, through the sandbox.
import { SETUP_BUDGET_MS } from '../../../test/support/lifecycle';
import { metricValue, runInTrace, traceFrom } from '@chess-portal/service-kit';
import type { IncomingMessage } from 'node:http';
import { startTestLichess, type TestLichess } from '../../../test/support/test-lichess';
import { endpointOf } from './metrics';

const sample = metricValue;

describe('Lichess transport: trace context and metrics', () => {
  let t: TestLichess;
  const received: IncomingMessage['headers'][] = [];
  beforeAll(async () => {
    t = await startTestLichess({ timeoutMs: 1500 });
    t.sandbox.server.on('request', (req: IncomingMessage) => received.push(req.headers));
  }, SETUP_BUDGET_MS);
  afterAll(() => t.close());
  afterEach(async () => {
    t.renew();
    await t.control('DELETE', '/faults');
  });

  it('sends the current trace to Lichess: same trace id, core’s span as the parent, the request id', async () => {
    const trace = traceFrom({ traceparent: `00-${'ab'.repeat(16)}-${'cd'.repeat(8)}-01`, requestId: 'req-42' });
    received.length = 0;
    await runInTrace(trace, () => t.lichess.getUser('DemoPlayer'));
    expect(received.at(-1)?.traceparent).toBe(`00-${'ab'.repeat(16)}-${trace.spanId}-01`);
    expect(received.at(-1)?.['x-request-id']).toBe('req-42');
  });

  it('sends a fresh traceparent outside any request (a job run starts its own)', async () => {
    received.length = 0;
    await t.lichess.getUser('DemoPlayer');
    expect(received.at(-1)?.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  });

  it('counts calls by endpoint template and outcome, and refusals inside the 429 window as backoff', async () => {
    const ok = { method: 'GET', endpoint: '/api/user/{id}', outcome: 'ok' };
    const limited = { ...ok, outcome: 'rate-limited' };
    const backoff = { ...ok, outcome: 'backoff' };
    const before = await Promise.all([ok, limited, backoff].map((l) => sample('csa_lichess_requests_total', l)));
    await t.lichess.getUser('DemoPlayer');
    await t.fault('/api/user/*', 429, { seconds: 30 });
    await t.lichess.getUser('DemoPlayer').catch(() => undefined);
    await t.lichess.getUser('DemoPlayer').catch(() => undefined);
    const after = await Promise.all([ok, limited, backoff].map((l) => sample('csa_lichess_requests_total', l)));
    expect(after).toEqual([before[0] + 1, before[1] + 1, before[2] + 1]);
    expect(await sample('csa_lichess_request_duration_seconds_count', ok)).toBeGreaterThan(0);
  });

  it('reports the queue per lane: calls waiting their turn behind the one in flight', async () => {
    await t.fault('/api/user/*', 'hang', { times: 3 });
    const calls = [t.lichess.getUser('DemoPlayer'), t.lichess.getUser('DemoPlayer'), t.lichess.getUser('DemoPlayer')];
    const settled = Promise.allSettled(calls);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const reads = { lane: 'reads' };
    expect(await sample('csa_lichess_queue_waiting', reads)).toBe(1);
    expect(await sample('csa_lichess_in_flight', reads)).toBe(2);
    await settled;
    expect(await sample('csa_lichess_queue_waiting', reads)).toBe(0);
    expect(await sample('csa_lichess_in_flight', reads)).toBe(0);
  });

  it('names endpoints by template, never by id or username', () => {
    expect(endpointOf('/api/swiss/abcd1234/edit')).toBe('/api/swiss/{id}/edit');
    expect(endpointOf('/api/swiss/new/chess-school')).toBe('/api/swiss/new/{id}');
    expect(endpointOf('/api/team/of/DemoPlayer')).toBe('/api/team/of/{id}');
    expect(endpointOf('/api/tournament/x1y2z3/results?nb=10')).toBe('/api/tournament/{id}/results');
    expect(endpointOf('/api/account')).toBe('/api/account');
  });
});
