// Activating and deactivating accounts, shared by the admin's block / unblock / delete and the
// overdue-commission job: one patch, the user's sessions ended on deactivation, one audit entry.
import type { Knex } from 'knex';
import { User } from '../../db/models';
import { recordAudit } from '../../audit/services/audit-service';
import { deleteUserSessions } from './session-service';

export type DeactivationReason = NonNullable<User['deactivationReason']>;

type Change = { actorId: string | null; at: Date };

/** Deactivates an active user (no-op when already inactive); returns whether it changed. */
export async function deactivateUser(trx: Knex.Transaction, user: User, reason: DeactivationReason, change: Change): Promise<boolean> {
  const changed = await User.query(trx)
    .patch({ isActive: false, deactivationReason: reason, updatedAt: change.at })
    .where({ id: user.id, isActive: true });
  if (!changed) return false;
  await deleteUserSessions(trx, user.id);
  await recordAudit(trx, {
    actorId: change.actorId,
    action: 'user.activation_changed',
    entityType: 'user',
    entityId: user.id,
    before: { isActive: true },
    after: { isActive: false, reason },
    at: change.at,
  });
  return true;
}

/** Reactivates an inactive user (no-op when already active); returns whether it changed. */
export async function activateUser(trx: Knex.Transaction, user: User, change: Change): Promise<boolean> {
  const changed = await User.query(trx)
    .patch({ isActive: true, deactivationReason: null, updatedAt: change.at })
    .where({ id: user.id, isActive: false });
  if (!changed) return false;
  await recordAudit(trx, {
    actorId: change.actorId,
    action: 'user.activation_changed',
    entityType: 'user',
    entityId: user.id,
    before: { isActive: false, reason: user.deactivationReason },
    after: { isActive: true },
    at: change.at,
  });
  return true;
}
