// The live-update streams (service-kit EVENT_STREAM_PATHS: one per signed-in tab) through the edge, relayed on
// node:http itself, before Koa. An answer that stays open for hours held, in the Koa + http-proxy path, a Koa
// context with its request, response and cookies, three suspended middleware functions with their promises and
// trace stores, and http-proxy's listeners and closures, for the whole life of the stream: 24 of the edge's
// ~31 KB a stream (`npm run bench`, live streams; heap snapshots in docs/performance.md). Here a stream holds
// its two HTTP exchanges and a few listeners. Otherwise it is proxied as proxy.ts proxies: the same BFF per
// path, round-robin over its instances (a refused connection goes to the next one), the edge's forwarding and
// trace headers, the edge's headers the BFF's answer lacks, the same 502, an idle limit of the edge's budget
// (the BFF's heartbeat keeps a stream under it), and each side's end or failure ends the other.
import type { Agent, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { request } from 'node:http';
import {
  clientAddressOf,
  discardBody,
  httpRequestDuration,
  httpRequestsTotal,
  isEventStreamPath,
  REQUEST_ID,
  TRACEPARENT,
  traceFrom,
  traceHeaders,
  type TrustFn,
} from '@chess-portal/service-kit';
import type { Logger } from 'pino';
import {
  answer,
  forwardedProto,
  instanceAttempts,
  proxyRouteOf,
  setForwardingHeaders,
  UNAVAILABLE,
  type BffBalancers,
  type EdgeHeadersFor,
} from './proxy';

/** Headers of one hop, never passed on (RFC 9110 §7.6.1); node frames the browser's answer itself. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

export type EventRelayOptions = {
  logger: Logger;
  agent: Agent;
  balancers: BffBalancers;
  /** the edge's headers for a path (its security headers), added where the BFF's answer lacks them */
  own: EdgeHeadersFor;
  /** the trusted proxies in front of the edge (TRUSTED_PROXIES) */
  trust: TrustFn;
  /** no byte from the BFF for this long ends the stream (the BFF's heartbeat comes every 10 s) */
  idleMs: number;
};

/** The first value of a header that may repeat. */
const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A GET of a live-update stream: relayed here, and true; anything else is Koa's (false). */
export type EventRelay = (req: IncomingMessage, res: ServerResponse) => boolean;

export function eventStreamRelay({ logger, agent, balancers, own, trust, idleMs }: EventRelayOptions): EventRelay {
  return (req, res) => {
    if (req.method !== 'GET') return false;
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    const route = isEventStreamPath(path) ? proxyRouteOf(path) : undefined;
    if (!route) return false;

    const labels = { method: 'GET', route: `${route.prefix}/*`, status: '' };
    const stopTimer = httpRequestDuration.startTimer();
    res.once('close', () => {
      labels.status = String(res.statusCode);
      stopTimer(labels);
      httpRequestsTotal.inc(labels);
    });

    const peer = req.socket.remoteAddress ?? '';
    const trustedPeer = trust(peer, 0);
    const trace = traceFrom({
      traceparent: single(req.headers[TRACEPARENT]),
      requestId: single(req.headers[REQUEST_ID]),
    });
    setForwardingHeaders(req.headers, {
      ip: req.headers['x-forwarded-for'] === undefined ? peer : clientAddressOf(req, trust),
      proto: forwardedProto(req, trustedPeer, 'encrypted' in req.socket ? 'https' : 'http'),
      trace: traceHeaders(trace),
    });
    // a stream's GET has no body: one sent anyway is read and dropped here, not passed on
    delete req.headers['content-length'];
    delete req.headers['transfer-encoding'];
    discardBody(req);
    const ownHeaders = own(path);

    const attempts = instanceAttempts(balancers[route.bff], true);
    const send = () => {
      const instance = attempts.next();
      const target = new URL(instance);
      const upstream = request({
        agent,
        host: target.hostname,
        port: target.port,
        method: 'GET',
        path: url,
        headers: req.headers,
      });
      let answered = false;
      const closed = () => {
        if (!answered || !res.writableEnded) upstream.destroy();
      };
      res.once('close', closed);
      upstream.setTimeout(idleMs, () => upstream.destroy(new Error('upstream idle')));
      upstream.once('error', (err) => {
        res.off('close', closed);
        if (res.headersSent || res.destroyed) return void res.destroy();
        if (attempts.again(instance, err)) {
          logger.info(
            { target: target.origin, url, err: err.message },
            'upstream failed before answering: trying again',
          );
          return send();
        }
        logger.warn({ err: err.message, target: target.origin, url }, 'upstream unreachable');
        answer(res, 502, UNAVAILABLE, ownHeaders);
      });
      upstream.once('response', (upstreamRes) => {
        answered = true;
        const headers: OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(upstreamRes.headers))
          if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
        for (const [name, value] of ownHeaders) if (headers[name] === undefined) headers[name] = value;
        res.writeHead(upstreamRes.statusCode ?? 502, headers);
        res.flushHeaders();
        upstreamRes.pipe(res);
        // the BFF gone mid-stream (a crash, a restart) cuts the browser's answer too: its EventSource then
        // reconnects with Last-Event-ID, where an answer left open would hang for good
        upstreamRes.once('close', () => {
          if (!upstreamRes.complete && !res.writableEnded) res.destroy();
        });
      });
      upstream.end();
    };
    send();
    return true;
  };
}
