// Users as the BFFs see them: the session copy, and the acting user behind X-Acting-User-Id.
import type { SessionUser } from '@chess-portal/contracts';
import { notFound, unauthorized } from '@chess-portal/service-kit';
import type { Db } from '../../db/knex';
import { User } from '../../db/models';
import { isUuid } from '../../shared/http/is-uuid';

export const AUTH_REQUIRED = 'Authentication required';

export function toSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    teamVerified: user.teamVerified,
    lichessUsername: user.lichessUsername,
    lichessVerified: user.lichessVerified,
  };
}

async function findActiveUser(db: Db, userId: unknown): Promise<User | undefined> {
  if (!isUuid(userId)) return undefined;
  const user = await User.query(db).findById(userId);
  return user?.isActive ? user : undefined;
}

/** The session copy of an active user, or null when the user is missing or deactivated. */
export async function activeSessionUser(db: Db, userId: unknown): Promise<SessionUser | null> {
  const user = await findActiveUser(db, userId);
  return user ? toSessionUser(user) : null;
}

/** The session copy of an active user; 404 when the user is missing or deactivated. */
export async function getSessionUser(db: Db, userId: string): Promise<SessionUser> {
  const user = await findActiveUser(db, userId);
  if (!user) throw notFound('User not found');
  return toSessionUser(user);
}

/** The user a BFF acts for; 401 when the header is missing or the user is unknown or deactivated. */
export async function loadActingUser(db: Db, userId: unknown): Promise<User> {
  const user = await findActiveUser(db, userId);
  if (!user) throw unauthorized(AUTH_REQUIRED);
  return user;
}
