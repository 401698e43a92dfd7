// GET /api/events (and /api/organizer/events, /api/admin/events): the signed-in browser tab's live-update
// stream, passed through from core's GET /events (core-service/src/read-model/event-streams.ts, which
// frames it) byte for byte, on its own connection to core (not the pooled keep-alive agent: a stream
// holds its socket for as long as the tab is open; one agent without keep-alive for all of them).
// - The BFF sends the session's user and the session id; core scopes the events to that user, resumes
//   from Last-Event-ID (or `?lastEventId=`: resumeFrom), caps streams per user, and ends the stream when
//   the session ends (a sign-out on any instance), the user is deactivated or changes role: the end
//   reaches the browser at once.
// - This BFF caps its own streams per user too (core counts per core instance).
// - Never compressed (compressJson leaves it alone: the answer is written here), `X-Accel-Buffering: no`.
// - A core that sends nothing (not even its heartbeat) for IDLE_MS is taken for gone: the stream ends
//   and the browser reconnects.
import http from 'node:http';
import https from 'node:https';
import Router from '@koa/router';
import type { Role } from '@chess-portal/contracts';
import { roundRobin } from '../balancing/balancer';
import { HttpError, serviceUnavailable, tooManyRequests, unauthorized } from '../http-error';
import { UNAVAILABLE, UNREACHABLE_RETRY_AFTER_S } from '../core/core-client';
import { AUTH_REQUIRED, requireRole, requireUser } from '../session/current-user';
import { SESSION_COOKIE } from '../session/session';
import type { BffContext, BffContextExtras, BffState } from '../session/types';

/** Streams per user on one BFF instance (one per tab; core applies the same cap per core instance). */
export const BFF_STREAMS_PER_USER = 5;
/** No byte from core for this long (core's heartbeat is every 10 s): the stream is ended. */
export const IDLE_MS = 35_000;
export const TOO_MANY_STREAMS = 'Too many live-update connections for this account: close another tab or window.';

/** Every open stream of this process: ended together when the process starts draining (closeEventStreams). */
const openStreams = new Set<() => void>();

/** Ends every open stream now (a shutdown's drain: browsers reconnect to another instance at once). */
export function closeEventStreams(): void {
  for (const end of [...openStreams]) end();
}

/** Every stream's connection to core: no keep-alive, no pool (`agent: false` made a new Agent per stream). */
const streamAgents = { http: new http.Agent({ keepAlive: false }), https: new https.Agent({ keepAlive: false }) };

export type EventStreamRequest = { actingUserId: string; sessionId: string; lastEventId?: string };
/** Opens core's GET /events; resolves with core's answer (any status) once its head arrived. */
export type OpenEventStream = (request: EventStreamRequest) => Promise<http.IncomingMessage>;

/** core's GET /events over its own connection, round-robin over core's instances (a refused one is skipped). */
export function coreEventStream(options: {
  baseUrl: string | readonly string[];
  serviceToken: string;
}): OpenEventStream {
  const balancer = roundRobin(typeof options.baseUrl === 'string' ? [options.baseUrl] : options.baseUrl);
  const once = (target: string, request: EventStreamRequest) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      const url = new URL('events', target.endsWith('/') ? target : `${target}/`);
      const headers: http.OutgoingHttpHeaders = {
        authorization: `Bearer ${options.serviceToken}`,
        'x-acting-user-id': request.actingUserId,
        'x-session-id': request.sessionId,
        accept: 'text/event-stream',
      };
      if (request.lastEventId) headers['last-event-id'] = request.lastEventId;
      const secure = url.protocol === 'https:';
      const agent = secure ? streamAgents.https : streamAgents.http;
      const req = (secure ? https : http).get(url, { headers, agent }, (res) => {
        res.socket.setTimeout(IDLE_MS, () => res.destroy());
        resolve(res);
      });
      req.setTimeout(IDLE_MS, () => req.destroy(new Error('core did not answer')));
      req.on('error', reject);
    });
  return async (request) => {
    const tried = new Set<string>();
    for (;;) {
      const target = balancer.pick(tried);
      if (!target) throw serviceUnavailable(UNAVAILABLE, UNREACHABLE_RETRY_AFTER_S);
      tried.add(target);
      try {
        const res = await once(target, request);
        balancer.markUp(target);
        return res;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ECONNREFUSED') balancer.markDown(target);
      }
    }
  };
}

/** core's refusal (JSON `{message}`) as the same HttpError. */
async function refusal(res: http.IncomingMessage): Promise<HttpError> {
  let text = '';
  res.setEncoding('utf8');
  for await (const chunk of res) text += chunk as string;
  let message = UNAVAILABLE;
  try {
    message = (JSON.parse(text) as { message?: string }).message ?? message;
  } catch {
    // not JSON: the generic sentence
  }
  const retryAfter = Number(res.headers['retry-after']);
  const status = res.statusCode ?? 502;
  return new HttpError(status >= 500 ? 503 : status, message, Number.isFinite(retryAfter) ? retryAfter : undefined);
}

/**
 * The events route of one BFF at `path`, for the signed-in users of `roles` (every signed-in user when
 * left out). Registers nothing but the route; `open` is coreEventStream(core options) in production.
 */
export function eventStreamRouter(
  open: OpenEventStream,
  path: string,
  { roles, perUser = BFF_STREAMS_PER_USER }: { roles?: Role[]; perUser?: number } = {},
): Router<BffState, BffContextExtras> {
  const router = new Router<BffState, BffContextExtras>();
  const openByUser = new Map<string, number>();
  router.get(path, roles ? requireRole(...roles) : requireUser(), async (ctx: BffContext) => {
    const user = ctx.state.user!;
    const sessionId = ctx.cookies.get(SESSION_COOKIE, { signed: true });
    if (!sessionId) throw unauthorized(AUTH_REQUIRED);
    const count = openByUser.get(user.id) ?? 0;
    if (count >= perUser) throw tooManyRequests(TOO_MANY_STREAMS, 30);
    openByUser.set(user.id, count + 1);
    const release = once(() => {
      const left = (openByUser.get(user.id) ?? 1) - 1;
      if (left > 0) openByUser.set(user.id, left);
      else openByUser.delete(user.id);
    });
    let upstream: http.IncomingMessage;
    try {
      const lastEventId = resumeFrom(ctx);
      upstream = await open({ actingUserId: user.id, sessionId, lastEventId });
      if (upstream.statusCode !== 200) throw await refusal(upstream);
    } catch (err) {
      release();
      throw err;
    }
    const { req, res } = ctx;
    ctx.status = 200;
    ctx.respond = false;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'private, no-cache, no-store, no-transform, must-revalidate, max-age=0',
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    });
    res.flushHeaders();
    upstream.pipe(res);
    const end = () => {
      openStreams.delete(end);
      release();
      upstream.destroy();
      if (!res.writableEnded) res.end();
    };
    openStreams.add(end);
    upstream.once('close', end);
    upstream.once('error', end);
    req.once('close', end);
    res.once('close', end);
  });
  return router;
}

/**
 * Where the stream resumes: the Last-Event-ID header (EventSource's own reconnect), else `?lastEventId=` (a new
 * EventSource opened by portal-kit after a refused reconnect cannot send the header). Only an event id (a
 * version: digits) goes on to core; anything else starts a fresh stream.
 */
function resumeFrom(ctx: BffContext): string | undefined {
  const query = ctx.query.lastEventId;
  const id = ctx.get('Last-Event-ID') || (typeof query === 'string' ? query : '');
  return /^\d{1,20}$/.test(id) ? id : undefined;
}

function once(fn: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    fn();
  };
}
