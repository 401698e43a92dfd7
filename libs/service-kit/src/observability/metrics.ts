// Prometheus metrics with prom-client: one registry per process (every metric of service-kit, core
// and the BFFs registers here), the HTTP middleware every app runs first, and the /metrics route.
// Names start with csa_; labels are templates (route '/tournaments/:id'), never raw paths or ids.
import type { Context, Middleware } from 'koa';
import type { Logger } from '../logger';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const metricsRegistry = new Registry();

let defaultsCollected = false;

/** Once per process (src/index.ts): process and Node metrics, and a `service` label on every series. */
export function collectProcessMetrics(service: string): void {
  metricsRegistry.setDefaultLabels({ service });
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

type Existing<T> = T | undefined;

/** A counter, created once per name (a module loaded twice, e.g. by tests, gets the same one). */
export function counter<L extends string>(name: string, help: string, labelNames: readonly L[] = []): Counter<L> {
  const existing = metricsRegistry.getSingleMetric(name) as Existing<Counter<L>>;
  return existing ?? new Counter({ name, help, labelNames, registers: [metricsRegistry] });
}

export function gauge<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[] = [],
  collect?: (this: Gauge<L>) => void,
): Gauge<L> {
  const existing = metricsRegistry.getSingleMetric(name) as Existing<Gauge<L>>;
  return (
    existing ?? new Gauge({ name, help, labelNames, registers: [metricsRegistry], ...(collect ? { collect } : {}) })
  );
}

export function histogram<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[] = [],
  buckets?: number[],
): Histogram<L> {
  const existing = metricsRegistry.getSingleMetric(name) as Existing<Histogram<L>>;
  return (
    existing ?? new Histogram({ name, help, labelNames, registers: [metricsRegistry], ...(buckets ? { buckets } : {}) })
  );
}

const HTTP_LABELS = ['method', 'route', 'status'] as const;
export const httpRequestsTotal = counter(
  'csa_http_requests_total',
  'HTTP requests answered, by route template and status',
  HTTP_LABELS,
);
export const httpRequestDuration = histogram(
  'csa_http_request_duration_seconds',
  'Time to answer an HTTP request, by route template and status',
  HTTP_LABELS,
  [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
);

/** Paths every app serves outside its router; they are their own template. */
const FIXED_ROUTES = new Set(['/livez', '/readyz', '/health', '/metrics']);

/**
 * The route template of a request: what a middleware put in `ctx.state.metricsRoute` (the edge's
 * proxy prefix, a BFF's remote), else the router's matched route, else 'unmatched' (a 404 or a
 * path no router knows: never the raw path, whose ids would make a series per value).
 */
export function routeOf(ctx: Context): string {
  const named = (ctx.state as { metricsRoute?: unknown }).metricsRoute;
  if (typeof named === 'string') return named;
  const matched = (ctx as Context & { _matchedRoute?: string | RegExp })._matchedRoute;
  if (typeof matched === 'string') return matched;
  if (matched instanceof RegExp) return matched.source;
  return FIXED_ROUTES.has(ctx.path) ? ctx.path : 'unmatched';
}

/**
 * First middleware of an app (outside the error handler, so the status is the one sent). With a
 * logger, one debug line per request (LOG_LEVEL=debug), carrying its trace id like every line.
 */
export function httpMetrics(logger?: Logger): Middleware {
  return async (ctx, next) => {
    const stop = httpRequestDuration.startTimer();
    try {
      await next();
    } finally {
      // a proxied answer (ctx.respond = false) is written straight to ctx.res
      const record = () => {
        const labels = { method: ctx.method, route: routeOf(ctx), status: String(ctx.res.statusCode) };
        const seconds = stop(labels);
        httpRequestsTotal.inc(labels);
        if (logger?.isLevelEnabled('debug'))
          logger.debug({ ...labels, ms: Math.round(seconds * 1000) }, 'request answered');
      };
      if (ctx.respond === false && !ctx.res.writableFinished) ctx.res.once('close', record);
      else record();
    }
  };
}

/** GET /metrics in the Prometheus text format (BFFs and core: not reachable through the edge). */
export function metricsRoute(path = '/metrics'): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== path || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    ctx.state.metricsRoute = path;
    ctx.set('Cache-Control', 'no-store');
    ctx.type = metricsRegistry.contentType;
    ctx.body = await metricsRegistry.metrics();
  };
}

/** `csa_poll_revalidation_total`: polled GETs answered 304 (hit) or with a body (miss). */
export const pollRevalidationTotal = counter(
  'csa_poll_revalidation_total',
  'Polled GETs revalidated with If-None-Match: hit = 304 Not Modified, miss = a full answer (no read model yet)',
  ['route', 'result'],
);

/**
 * Route middleware before the conditional GET: of the GETs that carry If-None-Match, counts a 304 as a
 * hit and a 200 (the body changed) as a miss. A first request without an ETag is no revalidation.
 */
export function countRevalidation(): Middleware {
  return async (ctx, next) => {
    await next();
    if (!ctx.get('If-None-Match')) return;
    if (ctx.status === 304) pollRevalidationTotal.inc({ route: routeOf(ctx), result: 'hit' });
    else if (ctx.status === 200) pollRevalidationTotal.inc({ route: routeOf(ctx), result: 'miss' });
  };
}
