// Server-side browser sessions (the BFFs' koa-session external store). Expired sessions are never
// answered and are pruned; every session of a user can be ended at once.
import type { SessionUser } from '@chess-portal/contracts';
import { badRequest, notFound } from '@chess-portal/service-kit';
import type { Clock } from '../../shared/clock';
import type { Db, Executor } from '../../db/knex';
import { Session, User } from '../../db/models';
import { isUuid } from '../../shared/http/is-uuid';

export type StoredSession = { data: Record<string, unknown>; expiresAt: string };
/**
 * "Who is this cookie" in one call (GET /sessions/{sid}/user, answered by the read model): the session
 * and its active user, null when the session names none or the user is deactivated or deleted (the BFF
 * then ends the session).
 */
export type SessionWithUser = StoredSession & { user: SessionUser | null };

async function pruneExpired(db: Executor, clock: Clock): Promise<void> {
  await Session.query(db).where('expiresAt', '<=', clock.now()).delete();
}

export async function getSession(db: Db, clock: Clock, sid: string): Promise<StoredSession> {
  const session = await Session.query(db).findById(sid);
  if (!session) throw notFound('Session not found');
  if (session.expiresAt.getTime() <= clock.now().getTime()) {
    await pruneExpired(db, clock);
    throw notFound('Session not found');
  }
  return { data: session.data, expiresAt: session.expiresAt.toISOString() };
}

/** The user a session belongs to, from `data.userId`; it must be an existing user. */
async function sessionOwner(db: Db, data: Record<string, unknown>): Promise<string | null> {
  if (data.userId === undefined || data.userId === null) return null;
  if (!isUuid(data.userId) || !(await User.query(db).findById(data.userId))) {
    throw badRequest('data.userId must be the id of an existing user');
  }
  return data.userId;
}

export async function putSession(db: Db, clock: Clock, sid: string, data: Record<string, unknown>, maxAgeMs: number) {
  const userId = await sessionOwner(db, data);
  const expiresAt = new Date(clock.now().getTime() + maxAgeMs);
  await db.transaction(async (trx) => {
    await Session.query(trx)
      .insert({ sid, userId, data, expiresAt })
      .onConflict('sid')
      .merge(['userId', 'data', 'expiresAt']);
    await pruneExpired(trx, clock);
  });
}

export async function deleteSession(db: Db, sid: string): Promise<void> {
  await Session.query(db).deleteById(sid);
}

/** Logout everywhere, deactivation, deletion, password reset. Returns how many sessions ended. */
export async function deleteUserSessions(db: Executor, userId: string): Promise<number> {
  if (!isUuid(userId)) return 0;
  return Session.query(db).where('userId', userId).delete();
}
