// The admin's user management (product.md §2 /admin/users, §4 User): role changes (Promote, Demote,
// Make Admin), block / unblock and delete (= deactivate). Admin accounts cannot be changed, blocked
// or deleted; an organizer deactivated for an overdue commission is reactivated only once it is paid.
import type { AdminUser, Role } from '@chess-portal/contracts';
import { conflict, forbidden, notFound } from '@chess-portal/service-kit';
import type { Knex } from 'knex';
import type { Clock } from '../../shared/clock';
import type { Db } from '../../db/knex';
import { OrganizerCommission, User } from '../../db/models';
import { activateUser, deactivateUser } from '../../accounts/services/account-status';
import { recordAudit } from '../../audit/services/audit-service';
import { isUuid } from '../../shared/http/is-uuid';

export const ADMIN_UNCHANGEABLE = 'Admin accounts cannot be changed or deleted';
export const USER_NOT_FOUND = 'User not found';
export const OVERDUE_COMMISSION_BLOCKS_UNBLOCK =
  'This organizer has an overdue commission. Confirm its payment before reactivating the account.';

type Deps = { db: Db; clock: Clock };

export function toAdminUser(user: User): AdminUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    isActive: user.isActive,
    deactivationReason: user.deactivationReason ?? null,
    lichessUsername: user.lichessUsername,
    lichessVerified: user.lichessVerified,
    upiId: user.upiId,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The columns an admin's user list shows: never a password hash or a token. */
export const ADMIN_USER_COLUMNS = [
  'id',
  'username',
  'email',
  'role',
  'isActive',
  'deactivationReason',
  'lichessUsername',
  'lichessVerified',
  'upiId',
  'createdAt',
] as const;

/** GET /admin/users: one page of users, newest first (the first UNPAGED_LIMIT by default; paging.ts arrayPage). */
export async function listUsers(db: Db, { limit, offset }: { limit: number; offset: number }): Promise<AdminUser[]> {
  const users = await User.query(db)
    .select(...ADMIN_USER_COLUMNS)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset);
  return users.map(toAdminUser);
}

/** The target user, locked for the change; 404 when missing, 403 when an admin. */
async function changeableUser(trx: Knex.Transaction, userId: string): Promise<User> {
  const user = isUuid(userId) ? await User.query(trx).findById(userId).forUpdate() : undefined;
  if (!user) throw notFound(USER_NOT_FOUND);
  if (user.role === 'admin') throw forbidden(ADMIN_UNCHANGEABLE);
  return user;
}

const reload = async (trx: Knex.Transaction, id: string) =>
  toAdminUser(await User.query(trx).findById(id).throwIfNotFound());

export async function changeRole({ db, clock }: Deps, actor: User, userId: string, role: Role): Promise<AdminUser> {
  return db.transaction(async (trx) => {
    const user = await changeableUser(trx, userId);
    if (user.role === role)
      throw conflict(`This user is already ${role === 'organizer' ? 'an organizer' : `a ${role}`}`);
    const at = clock.now();
    await User.query(trx).patch({ role, updatedAt: at }).where('id', user.id);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'user.role_changed',
      entityType: 'user',
      entityId: user.id,
      before: { role: user.role },
      after: { role },
      at,
    });
    return reload(trx, user.id);
  });
}

/** Block and Delete: deactivate (idempotent) and end the user's sessions. */
export async function deactivateByAdmin({ db, clock }: Deps, actor: User, userId: string): Promise<AdminUser> {
  return db.transaction(async (trx) => {
    const user = await changeableUser(trx, userId);
    await deactivateUser(trx, user, 'admin', { actorId: actor.id, at: clock.now() });
    return reload(trx, user.id);
  });
}

export async function unblockUser({ db, clock }: Deps, actor: User, userId: string): Promise<AdminUser> {
  return db.transaction(async (trx) => {
    const user = await changeableUser(trx, userId);
    if (user.isActive) return toAdminUser(user);
    const overdue = await OrganizerCommission.query(trx)
      .where({ organizerId: user.id, status: 'overdue' })
      .resultSize();
    if (overdue > 0) throw conflict(OVERDUE_COMMISSION_BLOCKS_UNBLOCK);
    await activateUser(trx, user, { actorId: actor.id, at: clock.now() });
    return reload(trx, user.id);
  });
}
