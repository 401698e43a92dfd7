// GET /api/events (and /api/organizer/events, /api/admin/events): the signed-in browser tab's live-update
// stream, answered by this BFF process's hub (events/event-hub.ts) from its ONE feed connection to core.
// - The hub attaches the stream, asks core what this user missed (or the current version), writes it,
//   then every change core's feed addresses to this user (core decides the audience), and ends the stream
//   when the session ends (a sign-out on any instance), the user is deactivated or changes role: the end
//   reaches the browser at once.
// - This BFF caps its streams per user (one per tab).
// - Never compressed (compressJson leaves it alone: the answer is written here), `X-Accel-Buffering: no`.
import Router from '@koa/router';
import type { Role } from '@chess-portal/contracts';
import { tooManyRequests, unauthorized } from '../http-error';
import { AUTH_REQUIRED, requireRole, requireUser } from '../session/current-user';
import { SESSION_COOKIE } from '../session/session';
import type { BffContext, BffContextExtras, BffState } from '../session/types';
import { EventHub, STREAM_HEADERS, coreEventFeed, type EventHubCore } from './event-hub';

/** Streams per user on one BFF instance (one per tab). */
export const BFF_STREAMS_PER_USER = 5;
export const TOO_MANY_STREAMS = 'Too many live-update connections for this account: close another tab or window.';

/** Every hub of this process: their streams end together when the process starts draining (closeEventStreams). */
const hubs = new Set<EventHub>();

/** Ends every open stream now (a shutdown's drain: browsers reconnect to another instance at once). */
export function closeEventStreams(): void {
  for (const hub of hubs) hub.closeAll();
}

/** This process's hub over core's feed (GET /events/feed) and resume call (GET /events/missed). */
export function coreEventHub(
  options: { baseUrl: string | readonly string[]; serviceToken: string },
  core: EventHubCore,
): EventHub {
  const hub = new EventHub(coreEventFeed(options), core);
  hubs.add(hub);
  return hub;
}

/**
 * The events route of one BFF at `path`, for the signed-in users of `roles` (every signed-in user when
 * left out). Registers nothing but the route; `hub` is coreEventHub(core options, core client) in production.
 */
export function eventStreamRouter(
  hub: EventHub,
  path: string,
  { roles, perUser = BFF_STREAMS_PER_USER }: { roles?: Role[]; perUser?: number } = {},
): Router<BffState, BffContextExtras> {
  hubs.add(hub);
  const router = new Router<BffState, BffContextExtras>();
  const openByUser = new Map<string, number>();
  router.get(path, roles ? requireRole(...roles) : requireUser(), async (ctx: BffContext) => {
    const user = ctx.state.user!;
    const sessionId = ctx.cookies.get(SESSION_COOKIE, { signed: true });
    if (!sessionId) throw unauthorized(AUTH_REQUIRED);
    if (ctx.method === 'HEAD') {
      // the router answers HEAD with GET's route: the stream's headers, and no stream (a HEAD has no body)
      ctx.status = 200;
      ctx.set(STREAM_HEADERS);
      return;
    }
    const count = openByUser.get(user.id) ?? 0;
    if (count >= perUser) throw tooManyRequests(TOO_MANY_STREAMS, 30);
    openByUser.set(user.id, count + 1);
    const release = once(() => {
      const left = (openByUser.get(user.id) ?? 1) - 1;
      if (left > 0) openByUser.set(user.id, left);
      else openByUser.delete(user.id);
    });
    ctx.status = 200;
    ctx.respond = false; // the hub writes the answer
    try {
      await hub.open(ctx.res, { id: user.id, role: user.role }, sessionId, resumeFrom(ctx), release);
    } catch (err) {
      release();
      ctx.respond = true;
      throw err;
    }
  });
  return router;
}

/**
 * Where the stream resumes: the Last-Event-ID header (EventSource's own reconnect), else `?lastEventId=` (a new
 * EventSource opened by portal-kit after a refused reconnect cannot send the header). Only an event id (a
 * version: digits) is used; anything else starts a fresh stream.
 */
function resumeFrom(ctx: BffContext): string | undefined {
  const query = ctx.query.lastEventId;
  const id = ctx.get('Last-Event-ID') || (typeof query === 'string' ? query : '');
  return /^\d{1,15}$/.test(id) ? id : undefined;
}

function once(fn: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    fn();
  };
}
