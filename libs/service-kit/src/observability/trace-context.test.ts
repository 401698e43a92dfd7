import { Writable } from 'node:stream';
import Koa from 'koa';
import request from 'supertest';
import { createLogger } from '../logger';
import {
  currentTrace,
  formatTraceparent,
  parseTraceparent,
  runInTrace,
  traceContext,
  traceFrom,
  traceHeaders,
} from './trace-context';

const PARENT = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

describe('traceparent', () => {
  it('parses a valid header and refuses malformed, all-zero or version ff ones', () => {
    expect(parseTraceparent(PARENT)).toEqual({
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      parentId: '00f067aa0ba902b7',
      sampled: true,
    });
    expect(parseTraceparent('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00')?.sampled).toBe(false);
    for (const bad of [
      undefined,
      '',
      'garbage',
      `ff${PARENT.slice(2)}`,
      `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`,
      `${PARENT}-x`,
    ]) {
      expect(parseTraceparent(bad)).toBeUndefined();
    }
  });

  it('formats 00-<32 hex>-<16 hex>-01 and continues a valid parent with a new span', () => {
    const trace = traceFrom({ traceparent: PARENT, requestId: 'req-1' });
    expect(trace.traceId).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    expect(trace.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(trace.spanId).not.toBe('00f067aa0ba902b7');
    expect(trace.requestId).toBe('req-1');
    expect(formatTraceparent(trace.traceId, trace.spanId)).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    const fresh = traceFrom({ traceparent: 'nonsense', requestId: 'no spaces allowed' });
    expect(fresh.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(fresh.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives outgoing headers of the current trace, with this process as the parent span', () => {
    const trace = traceFrom({});
    const headers = runInTrace(trace, () => traceHeaders());
    expect(headers).toEqual({ traceparent: `00-${trace.traceId}-${trace.spanId}-01`, 'x-request-id': trace.requestId });
    // outside any request: a new trace each time
    expect(traceHeaders().traceparent).not.toBe(traceHeaders().traceparent);
  });
});

describe('traceContext middleware', () => {
  const app = new Koa().use(traceContext()).use(async (ctx) => {
    await new Promise((resolve) => setTimeout(resolve, 5)); // the context survives awaits
    ctx.body = currentTrace();
  });

  it('continues the caller’s trace and request id, and answers X-Request-Id', async () => {
    const res = await request(app.callback()).get('/').set('traceparent', PARENT).set('X-Request-Id', 'abc-123');
    expect(res.body.traceId).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    expect(res.body.requestId).toBe('abc-123');
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('names no request id on a static script, style sheet, font or image (it still runs in a trace)', async () => {
    const res = await request(app.callback()).get('/mfe/player/138.6c26e72cb5.js').set('X-Request-Id', 'r-7');
    expect(res.body.requestId).toBe('r-7');
    expect(res.headers['x-request-id']).toBeUndefined();
    const page = await request(app.callback()).get('/mfe/player/mf-manifest.json');
    expect(page.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('starts a trace when the request has none', async () => {
    const res = await request(app.callback()).get('/');
    expect(res.body.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(res.headers['x-request-id']).toBe(res.body.requestId);
  });

  it('puts trace_id and request_id on every log line written inside the request', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const saved = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'info';
    const logger = createLogger('test', stream);
    process.env.LOG_LEVEL = saved;
    const logging = new Koa().use(traceContext()).use(async (ctx) => {
      logger.info('inside');
      await Promise.resolve();
      logger.warn('still inside');
      ctx.body = 'ok';
    });
    await request(logging.callback()).get('/').set('traceparent', PARENT).set('X-Request-Id', 'r-9');
    logger.info('outside');
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(parsed.slice(0, 2).map((l) => [l.trace_id, l.request_id])).toEqual([
      ['4bf92f3577b34da6a3ce929d0e0e4736', 'r-9'],
      ['4bf92f3577b34da6a3ce929d0e0e4736', 'r-9'],
    ]);
    expect(parsed[2].trace_id).toBeUndefined();
  });
});
