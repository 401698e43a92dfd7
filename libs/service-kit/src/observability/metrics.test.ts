import Router from '@koa/router';
import Koa, { type Middleware } from 'koa';
import request from 'supertest';
import { metricValue as value } from '../testing/metric-value';
import { countRevalidation, httpMetrics, metricsRoute } from './metrics';

describe('httpMetrics and /metrics', () => {
  const router = new Router();
  router.get('/tournaments/:id', (ctx) => {
    ctx.body = { id: ctx.params.id };
  });
  router.get('/boom', () => {
    throw Object.assign(new Error('boom'), { status: 503, expose: true });
  });
  const errors: Middleware = async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      ctx.status = (err as { status?: number }).status ?? 500;
      ctx.body = { message: 'failed' };
    }
  };
  const app = new Koa().use(httpMetrics()).use(errors).use(metricsRoute()).use(router.routes());

  it('counts requests by route template (not the raw path), method and status', async () => {
    const labels = { method: 'GET', route: '/tournaments/:id', status: '200' };
    const before = await value('csa_http_requests_total', labels);
    await request(app.callback()).get('/tournaments/abc');
    await request(app.callback()).get('/tournaments/def');
    expect(await value('csa_http_requests_total', labels)).toBe(before + 2);
    expect(await value('csa_http_request_duration_seconds_count', labels)).toBeGreaterThanOrEqual(2);
    await request(app.callback()).get('/boom');
    expect(await value('csa_http_requests_total', { route: '/boom', status: '503' })).toBe(1);
    await request(app.callback()).get('/no/such/path/123');
    expect(await value('csa_http_requests_total', { route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
  });

  it('serves the registry in the Prometheus text format, without raw paths as labels', async () => {
    const res = await request(app.callback()).get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.text).toContain('# TYPE csa_http_requests_total counter');
    expect(res.text).toMatch(
      /csa_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/tournaments\/:id",status="200"\}/,
    );
    expect(res.text).not.toContain('/tournaments/abc');
  });
});

describe('countRevalidation', () => {
  const router = new Router();
  // a conditional GET in miniature (bff-player uses koa-conditional-get and @koa/etag)
  router.get('/api/poll', countRevalidation(), (ctx) => {
    ctx.set('ETag', '"round-1"');
    if (ctx.get('If-None-Match') === '"round-1"') ctx.status = 304;
    else ctx.body = { round: 1 };
  });
  const app = new Koa().use(router.routes());

  it('counts a 304 as a hit and a changed answer as a miss, only for requests that revalidate', async () => {
    const hit = { route: '/api/poll', result: 'hit' };
    const miss = { route: '/api/poll', result: 'miss' };
    const [hits, misses] = [
      await value('csa_poll_revalidation_total', hit),
      await value('csa_poll_revalidation_total', miss),
    ];
    const first = await request(app.callback()).get('/api/poll');
    expect(await value('csa_poll_revalidation_total', miss)).toBe(misses); // no If-None-Match: no revalidation
    const again = await request(app.callback()).get('/api/poll').set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
    await request(app.callback()).get('/api/poll').set('If-None-Match', '"stale"');
    expect(await value('csa_poll_revalidation_total', hit)).toBe(hits + 1);
    expect(await value('csa_poll_revalidation_total', miss)).toBe(misses + 1);
  });
});
