// Proxy by path prefix (CONVENTIONS.md "Browser ↔ BFF"): the most specific prefix wins.
import { Agent, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { compileTrust, discardBody, UPSTREAM_FREE_SOCKET_MS } from '@chess-portal/service-kit';
import { createProxyMiddleware, type RequestHandler } from 'http-proxy-middleware';
import type { Context, Middleware } from 'koa';
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

function unavailable(logger: Logger, target: string, err: Error, req: IncomingMessage, res: ServerResponse | Socket) {
  logger.warn({ err: err.message, target, url: req.url }, 'upstream unreachable');
  if (!('writeHead' in res)) return res.destroy();
  if (res.headersSent) return res.end();
  res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(UNAVAILABLE));
}

const idempotent = (req: IncomingMessage) => req.method === 'GET' || req.method === 'HEAD';

/**
 * Keep-alive to the BFFs: without an agent, http-proxy sends `Connection: close` upstream and passes
 * the BFF's `Connection: close` back, so every browser request (and every 5 s poll) opened a new
 * connection to the edge and the edge one to the BFF (see `npm run bench`). A free socket is dropped
 * after UPSTREAM_FREE_SOCKET_MS, below the BFFs' keepAliveTimeout, so the edge never sends a request
 * on a socket the BFF is closing.
 */
export const upstreamAgent = () => new Agent({ keepAlive: true, timeout: UPSTREAM_FREE_SOCKET_MS });

/**
 * A BFF that answers before it has the whole request body (a 403, 413, 415, 401, ... from a guard):
 * node's client stops listening for 'drain' once the answer is complete, so the body being piped to
 * it would stall there, and with it the browser's keep-alive connection (the next request on it
 * never read) and the upstream socket. Instead the edge stops sending the body upstream, reads and
 * drops what is left of it from the browser (discardBody: the connection serves its next request),
 * and closes the upstream socket once the answer is in: a socket whose request was cut short is
 * never reused.
 */
function endEarlyAnswered(proxyReq: ClientRequest, req: IncomingMessage, res: ServerResponse): void {
  if (proxyReq.writableEnded) return; // the whole body went upstream: the agent may keep the socket
  req.unpipe(proxyReq);
  discardBody(req);
  // not before the answer is relayed: destroy() drops a response not yet read
  res.once('close', () => proxyReq.destroy());
}

const chunkedBody = (req: IncomingMessage) =>
  req.rawHeaders.some((value, i) => i % 2 === 0 && value.toLowerCase() === 'transfer-encoding');

/**
 * http-proxy sends a DELETE or OPTIONS without Content-Length upstream as `content-length: 0` (its
 * deleteLength pass drops Transfer-Encoding) and then pipes the chunked body anyway: the BFF read that
 * body as the next request on the edge's keep-alive socket ("Parse Error: Invalid method", a 400, the
 * socket closed under the next proxied request: 502), and a body shaped as a request would have been
 * served as one. The body goes upstream chunked, as it came.
 */
function keepChunkedFraming(proxyReq: ClientRequest, req: IncomingMessage): void {
  if (!chunkedBody(req) || proxyReq.headersSent) return;
  proxyReq.removeHeader('content-length');
  proxyReq.setHeader('Transfer-Encoding', 'chunked');
}

/** One route's proxy: a GET or HEAD whose upstream socket was reset before any answer is sent once more. */
function routeHandler(route: ProxyRoute, agent: Agent, logger: Logger, timeoutMs: number): RequestHandler {
  const retried = new WeakSet<IncomingMessage>();
  const upstreamRequests = new WeakMap<IncomingMessage, ClientRequest>();
  const handler: RequestHandler = createProxyMiddleware({
    target: route.target,
    changeOrigin: false,
    xfwd: false, // set in proxyByPrefix from what the edge itself knows
    agent,
    proxyTimeout: timeoutMs,
    on: {
      proxyReq: (proxyReq, req) => {
        keepChunkedFraming(proxyReq, req);
        upstreamRequests.set(req, proxyReq);
      },
      proxyRes: (_proxyRes, req, res) => {
        const proxyReq = upstreamRequests.get(req);
        if (proxyReq) endEarlyAnswered(proxyReq, req, res);
      },
      error: (err, req, res) => {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ECONNRESET' && idempotent(req) && 'writeHead' in res && !res.headersSent && !retried.has(req)) {
          retried.add(req);
          logger.info({ target: route.target, url: req.url }, 'upstream reset the connection: retrying once');
          void handler(req, res, () => undefined);
          return;
        }
        unavailable(logger, route.target, err, req, res);
      },
    },
  });
  return handler;
}

/**
 * The forwarding headers are the edge's own: a client's X-Forwarded-* / Forwarded are dropped, then
 * X-Forwarded-For is the client's address (behind TRUSTED_PROXIES, see clientAddress), -Proto and
 * -Host what the browser used (-Proto from a trusted proxy, else the edge's own socket).
 */
function forwardingHeaders(ctx: Context, trustedPeer: boolean): void {
  const headers = ctx.req.headers;
  const proto = trustedPeer && ctx.get('X-Forwarded-Proto') ? ctx.get('X-Forwarded-Proto').split(',')[0].trim() : ctx.protocol;
  for (const name of Object.keys(headers)) {
    if (name.startsWith('x-forwarded-') || name === 'forwarded') delete headers[name];
  }
  headers['x-forwarded-for'] = ctx.ip;
  headers['x-forwarded-proto'] = proto;
  if (headers.host) headers['x-forwarded-host'] = headers.host;
}

/** Forwards matching requests untouched (cookies and Host kept); an unreachable BFF answers 502 `{ message }`. */
export function proxyByPrefix(config: EdgeConfig, logger: Logger, timeoutMs = 60_000, agent = upstreamAgent()): Middleware {
  const table = proxyRoutes(config).map((route) => ({ ...route, handler: routeHandler(route, agent, logger, timeoutMs) }));
  const trust = compileTrust(config.trustedProxies);
  return async (ctx, next) => {
    const route = table.find(({ prefix }) => under(ctx.path, prefix));
    if (!route) return next();
    forwardingHeaders(ctx, trust(ctx.req.socket.remoteAddress ?? '', 0));
    ctx.respond = false;
    await new Promise<void>((resolve, reject) => {
      ctx.res.once('close', resolve);
      route.handler(ctx.req, ctx.res, (err?: unknown) => (err ? reject(err) : resolve()));
    });
  };
}
