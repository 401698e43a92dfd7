// Proxy by path prefix (CONVENTIONS.md "Browser ↔ BFF"): the most specific prefix wins. Each BFF may
// be several instances (PLAYER_BFF_URL etc. as comma-separated lists): requests go round-robin, an
// instance that refuses the connection is passed over for a moment and the request goes to the next
// one (any method: a refused request was never sent; unsafe requests' bodies are read first so they
// can be sent again), and a GET / HEAD whose connection was reset is sent once more (to another
// instance when there is one).
import { Agent, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Readable } from 'node:stream';
import { parse, type UrlWithStringQuery } from 'node:url';
import {
  compileTrust,
  connectionRefused,
  discardBody,
  traceHeaders,
  RETRYABLE_METHODS,
  roundRobin,
  UPSTREAM_FREE_SOCKET_MS,
  type Balancer,
  type HeaderList,
  TIMEOUT_BUDGETS_MS,
} from '@chess-portal/service-kit';
import httpProxy from 'http-proxy';
import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';
import type { EdgeConfig } from './config';

export type ProxyRoute = { prefix: string; bff: 'player' | 'organizer' | 'admin' };

/** Longest prefixes first, so /api/admin beats /api. */
export const PROXY_ROUTES: readonly ProxyRoute[] = [
  { prefix: '/api/admin', bff: 'admin' },
  { prefix: '/api/organizer', bff: 'organizer' },
  { prefix: '/api/lichess', bff: 'organizer' },
  { prefix: '/api', bff: 'player' },
  { prefix: '/mfe/player', bff: 'player' },
  { prefix: '/mfe/organizer', bff: 'organizer' },
  { prefix: '/mfe/admin', bff: 'admin' },
];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export const UNAVAILABLE = { message: 'Service temporarily unavailable' };
export const BODY_TOO_LARGE = { message: 'Request body too large' };

/** Unsafe requests' bodies up to this size are kept, so a refused request can go to the next instance. */
export const REPLAYABLE_BODY_BYTES = 2 * 1024 * 1024;

/** Paths whose unsafe bodies may be larger: an organizer's statement upload (contracts STATEMENT_MAX_BYTES, 10 MB). */
export const LARGE_BODY_PATHS: ReadonlyMap<string, number> = new Map([['/api/organizer/statements', 11 * 1024 * 1024]]);

/** The edge's own headers for proxied answers (its security headers): [lower-case name, value]. */
export type EdgeHeaders = HeaderList;
/** The edge's headers for an answer at a path (a script gets fewer than a page: securityHeadersByPath). */
export type EdgeHeadersFor = (path: string) => EdgeHeaders;

/** Each proxied request's own headers, found from its path before it is forwarded. */
const ownHeaders = new WeakMap<IncomingMessage, EdgeHeaders>();

/** The edge's own JSON answer on a proxied path (a 502, a 413), with its headers; a socket is just closed. */
export function answer(res: ServerResponse | Socket, status: number, body: object, own: EdgeHeaders = []) {
  if (!('writeHead' in res)) return res.destroy();
  if (res.headersSent) return res.end();
  for (const [name, value] of own) res.setHeader(name, value);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * Keep-alive to the BFFs: without an agent, http-proxy sends `Connection: close` upstream and passes
 * the BFF's `Connection: close` back, so every browser request (and every 5 s poll) opened a new
 * connection to the edge and the edge one to the BFF (see `npm run bench`). A free socket is dropped
 * after UPSTREAM_FREE_SOCKET_MS, below the BFFs' keepAliveTimeout, so the edge never sends a request
 * on a socket the BFF is closing.
 */
export const upstreamAgent = () => new Agent({ keepAlive: true, timeout: UPSTREAM_FREE_SOCKET_MS });

const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** The whole body, or 'too large' past `limit` (the rest is not read). */
async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'too large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return 'too large';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * A BFF that answers before it has the whole request body (a 403, 413, 415, 401, ... from a guard):
 * node's client stops listening for 'drain' once the answer is complete, so a body still being piped to
 * it would stall there, and with it the browser's keep-alive connection (the next request on it never
 * read) and the upstream socket. Instead the edge stops sending the body upstream, reads and drops what
 * is left of it from the browser (discardBody: the connection serves its next request), and closes the
 * upstream socket once the answer is in: a socket whose request was cut short is never reused.
 */
function endEarlyAnswered(proxyReq: ClientRequest, req: IncomingMessage, res: ServerResponse): void {
  if (proxyReq.writableEnded) return; // the whole body went upstream: the agent may keep the socket
  req.unpipe(proxyReq);
  discardBody(req);
  // not before the answer is relayed: destroy() drops a response not yet read
  res.once('close', () => proxyReq.destroy());
}

/**
 * A body read at the edge goes upstream with its own length. http-proxy would otherwise send a DELETE
 * or OPTIONS without Content-Length as `content-length: 0` (its deleteLength pass drops
 * Transfer-Encoding) and then write the body anyway: the BFF would read that body as the next request
 * on the edge's keep-alive socket ("Parse Error: Invalid method", a 400, the socket closed under the
 * next proxied request: 502), and a body shaped as a request would be served as one.
 */
const framedAtEdge = new WeakSet<IncomingMessage>();

function frameBufferedBody(req: IncomingMessage, body: Buffer): void {
  delete req.headers['transfer-encoding'];
  req.headers['content-length'] = String(body.length);
  framedAtEdge.add(req);
}

const chunkedBody = (req: IncomingMessage) =>
  req.rawHeaders.some((value, i) => i % 2 === 0 && value.toLowerCase() === 'transfer-encoding');

/** A streamed chunked body (GET, HEAD, OPTIONS are not read first) goes upstream chunked, as it came. */
function keepChunkedFraming(proxyReq: ClientRequest, req: IncomingMessage): void {
  if (framedAtEdge.has(req) || !chunkedBody(req) || proxyReq.headersSent) return;
  proxyReq.removeHeader('content-length');
  proxyReq.setHeader('Transfer-Encoding', 'chunked');
}

type Forward = (req: IncomingMessage, res: ServerResponse, balancer: Balancer, body?: Buffer) => void;

/**
 * The edge's headers an upstream answer lacks (a BFF sends the same security headers itself: setting
 * them on every proxied answer first, to be overwritten by the BFF's, cost a header validation each).
 */
function addMissing(res: ServerResponse, upstream: IncomingMessage['headers'], own: EdgeHeaders): void {
  for (const [name, value] of own) if (upstream[name] === undefined) res.setHeader(name, value);
}

/**
 * The instances of one BFF a request tries in turn (round-robin, each once before any again). A refused
 * connection marks its instance down and goes to the next one (any method: a refused request was never sent);
 * a reset one is sent once more for a `retryable` method, even to a lone instance (a keep-alive race).
 */
export function instanceAttempts(balancer: Balancer, retryable: boolean) {
  const instances = balancer.targets.length;
  const maxAttempts = retryable ? Math.max(2, instances) : instances;
  const tried = new Set<string>();
  let attempts = 0;
  return {
    /** The instance to send to now. */
    next(): string {
      const target = balancer.pick(tried.size >= instances ? new Set() : tried)!;
      tried.add(target);
      attempts += 1;
      return target;
    },
    /** `err` came from `target` before it answered: whether to send the request again. */
    again(target: string, err: Error): boolean {
      const refused = connectionRefused(err);
      if (refused) balancer.markDown(target);
      const reset = (err as NodeJS.ErrnoException).code === 'ECONNRESET';
      return attempts < maxAttempts && (refused || (retryable && reset));
    },
  };
}

/** Sends one request to the balancer's instances until one answers or the retries are spent. */
function forwarder(logger: Logger, timeoutMs: number, agent: Agent): Forward {
  // xfwd off: proxyByPrefix sets the forwarding headers from what the edge itself knows
  const proxy = httpProxy.createProxyServer({ agent, xfwd: false, changeOrigin: false, proxyTimeout: timeoutMs });
  const upstreamRequests = new WeakMap<IncomingMessage, ClientRequest>();
  // each instance's URL parsed once (http-proxy parses a string target on every request)
  const parsedTargets = new Map<string, UrlWithStringQuery>();
  const parsed = (target: string) => {
    let url = parsedTargets.get(target);
    if (!url) parsedTargets.set(target, (url = parse(target)));
    return url;
  };
  proxy.on('proxyReq', (proxyReq, req, res) => {
    keepChunkedFraming(proxyReq, req);
    upstreamRequests.set(req, proxyReq);
    // the browser went away before the answer ended (a closed tab's event stream, whose heartbeat keeps
    // the upstream socket from ever idling out): the upstream request goes too
    res.once('close', () => {
      if (!res.writableFinished) proxyReq.destroy();
    });
  });
  // before http-proxy copies the upstream's status and headers
  proxy.on('proxyRes', (proxyRes, req, res) => {
    if (!res.headersSent) addMissing(res, proxyRes.headers, ownHeaders.get(req) ?? []);
    const proxyReq = upstreamRequests.get(req);
    if (proxyReq) endEarlyAnswered(proxyReq, req, res);
    // an upstream that dies mid-answer (a BFF crashing under an open event stream) cuts the browser's answer
    // short too: left open it would hang for good (a stream has no end to wait for), and a browser's
    // EventSource only reconnects (with Last-Event-ID) once its answer breaks
    proxyRes.once('close', () => {
      if (!proxyRes.complete && !res.writableEnded) res.destroy();
    });
  });
  return (req, res, balancer, body) => {
    const attempts = instanceAttempts(balancer, RETRYABLE_METHODS.has(req.method ?? ''));
    const send = () => {
      const target = attempts.next();
      proxy.web(req, res, { target: parsed(target), buffer: body ? Readable.from([body]) : undefined }, (err) => {
        const again = attempts.again(target, err) && !res.headersSent && !res.destroyed;
        if (again) {
          logger.info({ target, url: req.url, err: err.message }, 'upstream failed before answering: trying again');
          return send();
        }
        logger.warn({ err: err.message, target, url: req.url }, 'upstream unreachable');
        answer(res, 502, UNAVAILABLE, ownHeaders.get(req));
      });
    };
    send();
  };
}

/**
 * The forwarding headers are the edge's own: a client's X-Forwarded-* / Forwarded are dropped, then
 * X-Forwarded-For is the client's address (behind TRUSTED_PROXIES, see clientAddress), -Proto and
 * -Host what the browser used (-Proto from a trusted proxy, else the edge's own socket), and the
 * request's trace (`trace`: traceHeaders(), the browser's or one started here) goes on to the BFF.
 */
export function setForwardingHeaders(
  headers: IncomingMessage['headers'],
  { ip, proto, trace }: { ip: string; proto: string; trace: Record<string, string> },
): void {
  for (const name of Object.keys(headers)) {
    if (name.startsWith('x-forwarded-') || name === 'forwarded') delete headers[name];
  }
  headers['x-forwarded-for'] = ip;
  headers['x-forwarded-proto'] = proto;
  if (headers.host) headers['x-forwarded-host'] = headers.host;
  Object.assign(headers, trace);
}

/** -Proto: a trusted proxy's first X-Forwarded-Proto, else the edge's own socket's protocol. */
export const forwardedProto = (req: IncomingMessage, trustedPeer: boolean, own: string): string => {
  const said = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(said) ? said[0] : said)?.split(',')[0].trim();
  return trustedPeer && first ? first : own;
};

function forwardingHeaders(ctx: Context, trustedPeer: boolean): void {
  setForwardingHeaders(ctx.req.headers, {
    ip: ctx.ip,
    proto: forwardedProto(ctx.req, trustedPeer, ctx.protocol),
    trace: traceHeaders(),
  });
}

/** The BFF a proxied path goes to (the longest prefix: PROXY_ROUTES is ordered so). */
export const proxyRouteOf = (path: string): ProxyRoute | undefined =>
  PROXY_ROUTES.find(({ prefix }) => under(path, prefix));

/** One round-robin balancer per BFF, over its instances (shared by the proxy and the event-stream relay). */
export type BffBalancers = Record<ProxyRoute['bff'], Balancer>;
export const bffBalancers = (config: EdgeConfig): BffBalancers => ({
  player: roundRobin(config.bff.player),
  organizer: roundRobin(config.bff.organizer),
  admin: roundRobin(config.bff.admin),
});

/** The path is one the edge proxies to a BFF. */
export const proxiedPath = (path: string): boolean => proxyRouteOf(path) !== undefined;

/**
 * Forwards matching requests untouched (cookies and Host kept); an unreachable BFF answers 502 `{ message }`.
 * `own`: the edge's headers (security headers) for every answer of a proxied path, the upstream's of the
 * same name winning.
 */
export function proxyByPrefix(
  config: EdgeConfig,
  logger: Logger,
  timeoutMs: number = TIMEOUT_BUDGETS_MS.edge,
  agent = upstreamAgent(),
  own: EdgeHeadersFor = () => [],
  balancers: BffBalancers = bffBalancers(config),
): Middleware {
  const forward = forwarder(logger, timeoutMs, agent);
  const trust = compileTrust(config.trustedProxies);
  return async (ctx, next) => {
    const route = proxyRouteOf(ctx.path);
    if (!route) return next();
    forwardingHeaders(ctx, trust(ctx.req.socket.remoteAddress ?? '', 0));
    ctx.state.metricsRoute = `${route.prefix}/*`;
    ctx.respond = false;
    const { req, res } = ctx;
    ownHeaders.set(req, own(ctx.path));
    const closed = new Promise<void>((resolve) => res.once('close', resolve));
    let body: Buffer | undefined;
    if (!RETRYABLE_METHODS.has(req.method ?? '') && hasBody(req)) {
      const limit = LARGE_BODY_PATHS.get(ctx.path) ?? REPLAYABLE_BODY_BYTES;
      const read = await readBody(req, limit).catch(() => 'aborted' as const);
      if (read === 'aborted') return; // the client went away mid-body
      if (read === 'too large') {
        res.setHeader('Connection', 'close'); // the rest of the body is not read
        answer(res, 413, BODY_TOO_LARGE, ownHeaders.get(req));
        return closed;
      }
      body = read;
      frameBufferedBody(req, body);
    }
    forward(req, res, balancers[route.bff], body);
    await closed;
  };
}
