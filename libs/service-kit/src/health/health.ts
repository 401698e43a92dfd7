// Health that tells the truth: /livez says the process answers; /readyz says its dependencies answer
// too (each check within a short timeout) and turns 503 as soon as a shutdown starts draining.
// /health stays as an alias of /readyz for the scripts and compose files that use it.
import type { Middleware } from 'koa';

/** Shared by the app (/readyz) and listen() (which starts it on SIGTERM / SIGINT). */
export type Drain = { readonly draining: boolean; start(): void };

export function createDrain(): Drain {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    start() {
      draining = true;
    },
  };
}

/** A dependency check: resolves when the dependency answers, rejects (or times out) when it does not. */
export type ReadinessCheck = (signal: AbortSignal) => Promise<unknown>;

export type HealthOptions = { drain?: Drain; checks?: Record<string, ReadinessCheck>; timeoutMs?: number };

export const NOT_READY_DRAINING = 'Not ready: shutting down';
export const READY_PATHS = new Set(['/readyz', '/health']);

async function runCheck(check: ReadinessCheck, timeoutMs: number): Promise<boolean> {
  const signal = AbortSignal.timeout(timeoutMs);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
  });
  try {
    await Promise.race([check(signal), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** GET or HEAD `url` answers 2xx (e.g. core's /health, a BFF's /livez). */
export const httpCheck =
  (url: string): ReadinessCheck =>
  async (signal) => {
    const res = await fetch(url, { signal, headers: { Accept: 'application/json' } });
    await res.body?.cancel();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  };

/** Passes when any of the checks passes (a service with several instances is usable while one answers). */
export const anyCheck =
  (checks: readonly ReadinessCheck[]): ReadinessCheck =>
  (signal) =>
    Promise.any(checks.map((check) => check(signal)));

/** `path` on any of the instances answers 2xx (e.g. core's /health for CORE_URL as a list). */
export const anyHttpCheck = (baseUrls: readonly string[], path: string): ReadinessCheck =>
  anyCheck(baseUrls.map((url) => httpCheck(`${url.replace(/\/+$/, '')}${path}`)));

export function healthRoutes({ drain, checks = {}, timeoutMs = 2000 }: HealthOptions = {}): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path !== '/livez' && !READY_PATHS.has(ctx.path)) return next();
    ctx.set('Cache-Control', 'no-store');
    if (ctx.path === '/livez') {
      ctx.body = { status: 'ok' };
      return;
    }
    if (drain?.draining) {
      ctx.status = 503;
      ctx.body = { message: NOT_READY_DRAINING, status: 'draining' };
      return;
    }
    const names = Object.keys(checks);
    const results = await Promise.all(names.map((name) => runCheck(checks[name], timeoutMs)));
    const down = names.filter((_, i) => !results[i]);
    const report = Object.fromEntries(names.map((name, i) => [name, results[i] ? 'ok' : 'down']));
    if (down.length) {
      ctx.status = 503;
      ctx.body = { message: `Not ready: ${down.join(', ')} did not answer`, status: 'not ready', checks: report };
      return;
    }
    ctx.body = { status: 'ready', checks: report };
  };
}
