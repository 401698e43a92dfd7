// koa-session external store backed by core `/sessions/{sid}`. Session data is `{ userId }`;
// koa-session's bookkeeping fields (`_expire`, `_maxAge`, ...) stay out of core.
import type { SessionCore } from '../core/core-client';

type SessionData = Record<string, unknown>;

const ownFields = (sess: SessionData) =>
  Object.fromEntries(Object.entries(sess).filter(([key]) => !key.startsWith('_')));

export function coreSessionStore(core: SessionCore) {
  return {
    async get(sid: string): Promise<SessionData | undefined> {
      const stored = await core.getSession(sid);
      if (!stored) return undefined;
      return { ...stored.data, _expire: Date.parse(stored.expiresAt) };
    },
    async set(sid: string, sess: SessionData, maxAge: number): Promise<void> {
      await core.putSession(sid, ownFields(sess), maxAge);
    },
    async destroy(sid: string): Promise<void> {
      await core.deleteSession(sid);
    },
  };
}
