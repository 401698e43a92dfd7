// "Who is this cookie" in one cached core call, answered from core's read model: GET /sessions/{sid}/user answers the
// session and its active user together; the answer is kept per session id for `ttlMs` (1 s by default)
// and concurrent lookups of one session share one call.
//
// Staleness bound (revocation): on this BFF process a sign-out, a session written again (sign-in) and an
// ended session drop the entry at once, and so does `dropUser` (a role change or deactivation made through
// this process). A change made elsewhere (another BFF process, an admin's action, core's jobs) is seen
// here at most `ttlMs` later by reads: for that long a signed-out or deactivated session may still be
// answered to a GET by a BFF instance that had just looked it up, and a changed role may still be the
// old one. A write (any unsafe method) never uses a kept answer: it asks core (`{ fresh: true }`), so a
// session signed out on another BFF cannot write anywhere. Core checks the acting user again on every
// call that acts (401 for an inactive user, 403 for a wrong role).
import type { SessionCore, SessionWithUser } from '../core/core-client';

export const SESSION_CACHE_TTL_MS = 1000;

export type SessionCacheOptions = { cacheMs?: number; now?: () => number; maxEntries?: number };

type Entry = { value: SessionWithUser | undefined; until: number };

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<SessionWithUser | undefined>>();
  /** grows on every drop: a lookup that started before a drop is answered but not kept */
  private drops = 0;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly maxEntries: number;

  constructor(
    private readonly core: Pick<SessionCore, 'getSessionWithUser'>,
    { cacheMs = SESSION_CACHE_TTL_MS, now = Date.now, maxEntries = 10_000 }: SessionCacheOptions = {},
  ) {
    this.ttlMs = cacheMs;
    this.now = now;
    this.maxEntries = maxEntries;
  }

  /**
   * The session and its user (null when none is active), or undefined when core knows no such session.
   * `fresh`: ask core now (a write), neither a kept answer nor a lookup already running; the answer is kept.
   */
  async lookup(sid: string, { fresh = false }: { fresh?: boolean } = {}): Promise<SessionWithUser | undefined> {
    const hit = this.entries.get(sid);
    if (!fresh && hit && hit.until > this.now()) return hit.value;
    this.entries.delete(sid);
    const running = this.pending.get(sid);
    if (running && !fresh) return running;
    const drops = this.drops;
    const call = this.core.getSessionWithUser(sid).finally(() => {
      if (this.pending.get(sid) === call) this.pending.delete(sid);
    });
    this.pending.set(sid, call);
    const value = await call;
    if (this.ttlMs > 0 && drops === this.drops) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(sid, { value, until: this.now() + this.ttlMs });
    }
    return value;
  }

  /** Sign-out, a session written again, an ended session. */
  drop(sid: string): void {
    this.drops += 1;
    this.entries.delete(sid);
    this.pending.delete(sid);
  }

  /** Every kept session of a user (a role change or deactivation made through this process). */
  dropUser(userId: string): void {
    this.drops += 1;
    for (const [sid, { value }] of this.entries) {
      if (value?.user?.id === userId || value?.data.userId === userId) this.entries.delete(sid);
    }
    this.pending.clear();
  }
}
