// koa-session external store backed by core `/sessions/{sid}`. Session data is `{ userId }`;
// koa-session's bookkeeping fields (`_expire`, `_maxAge`, ...) stay out of core. A read is "who is this
// cookie" in one cached call (session-cache.ts; a write asks core fresh): the user it answers is kept for the request
// (resolvedSessionUser) so current-user.ts needs no second call.
import type { SessionUser } from '@chess-portal/contracts';
import type { SessionCore } from '../core/core-client';
import { SessionCache } from './session-cache';

type SessionData = Record<string, unknown>;
type StoreOptions = { ctx?: { method?: string } };

/** Methods that change nothing: they may be answered from a session kept ≤ 1 s; any other asks core. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const ownFields = (sess: SessionData) =>
  Object.fromEntries(Object.entries(sess).filter(([key]) => !key.startsWith('_')));

/** The user core answered with this request's session: null when none is active; undefined when not read. */
const resolved = new WeakMap<object, SessionUser | null>();

export const resolvedSessionUser = (ctx: object): SessionUser | null | undefined => resolved.get(ctx);

export function coreSessionStore(core: SessionCore, cache: SessionCache = new SessionCache(core)) {
  return {
    async get(sid: string, _maxAge?: unknown, options?: StoreOptions): Promise<SessionData | undefined> {
      const write = !SAFE_METHODS.has(options?.ctx?.method ?? 'GET');
      const stored = await cache.lookup(sid, { fresh: write });
      if (!stored) return undefined;
      if (options?.ctx) resolved.set(options.ctx, stored.user);
      return { ...stored.data, _expire: Date.parse(stored.expiresAt) };
    },
    async set(sid: string, sess: SessionData, maxAge: number): Promise<void> {
      await core.putSession(sid, ownFields(sess), maxAge);
      cache.drop(sid);
    },
    async destroy(sid: string): Promise<void> {
      cache.drop(sid);
      await core.deleteSession(sid);
      cache.drop(sid);
    },
  };
}
