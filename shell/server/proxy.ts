// Proxy by path prefix (CONVENTIONS.md "Browser ↔ BFF"): the most specific prefix wins.
import { Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createProxyMiddleware, type RequestHandler } from 'http-proxy-middleware';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import type { EdgeConfig } from './config';

export type ProxyRoute = { prefix: string; target: string };

/** Longest prefixes first, so /api/admin beats /api. */
export function proxyRoutes({ bff }: EdgeConfig): ProxyRoute[] {
  return [
    { prefix: '/api/admin', target: bff.admin },
    { prefix: '/api/organizer', target: bff.organizer },
    { prefix: '/api/lichess', target: bff.organizer },
    { prefix: '/api', target: bff.player },
    { prefix: '/mfe/player', target: bff.player },
    { prefix: '/mfe/organizer', target: bff.organizer },
    { prefix: '/mfe/admin', target: bff.admin },
  ];
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export const UNAVAILABLE = { message: 'Service temporarily unavailable' };

function unavailable(logger: Logger, target: string) {
  return (err: Error, req: IncomingMessage, res: ServerResponse | Socket) => {
    logger.warn({ err: err.message, target, url: req.url }, 'upstream unreachable');
    if (!('writeHead' in res)) return res.destroy();
    if (res.headersSent) return res.end();
    res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify(UNAVAILABLE));
  };
}

/**
 * Forwards matching requests untouched: cookies and Host kept (no changeOrigin), X-Forwarded-For,
 * -Host, -Port and -Proto added. An unreachable BFF answers 502 `{ message }`.
 */
export function proxyByPrefix(config: EdgeConfig, logger: Logger, timeoutMs = 60_000): Middleware {
  // Keep-alive to the BFFs: without an agent, http-proxy sends `Connection: close` upstream and passes
  // the BFF's `Connection: close` back, so every browser request (and every 5 s poll) opened a new
  // connection to the edge and the edge one to the BFF (see `npm run bench`).
  const agent = new Agent({ keepAlive: true });
  const table: Array<ProxyRoute & { handler: RequestHandler }> = proxyRoutes(config).map((route) => ({
    ...route,
    handler: createProxyMiddleware({
      target: route.target,
      changeOrigin: false,
      xfwd: true,
      agent,
      proxyTimeout: timeoutMs,
      on: { error: unavailable(logger, route.target) },
    }),
  }));
  return async (ctx, next) => {
    const route = table.find(({ prefix }) => under(ctx.path, prefix));
    if (!route) return next();
    ctx.respond = false;
    await new Promise<void>((resolve, reject) => {
      ctx.res.once('close', resolve);
      route.handler(ctx.req, ctx.res, (err?: unknown) => (err ? reject(err) : resolve()));
    });
  };
}
