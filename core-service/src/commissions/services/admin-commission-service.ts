// Organizer commissions as the admin sees and confirms them (product.md §2 /admin/commissions, §4
// Commission). A pending commission with the organizer's transaction id may be confirmed. An overdue
// one may be too — with its transaction id on record, or the one the (deactivated) organizer sent the
// admin — so that the admin can then reactivate the organizer.
// A transaction id already used elsewhere (a registration, another commission, a prize payout: the
// lookup in transaction-id-uses.ts) is shown with each commission (transactionIdUses) and confirmed
// only when the admin says so (confirmReusedTransactionId), else 409 naming each use. The organizer
// is told of the confirmation (in-app and e-mail through the outbox).
import {
  commissionTransactionIdReused,
  normaliseTransactionId,
  type AdminCommission,
  type CommissionStatus,
} from '@chess-portal/contracts';
import { badRequest, conflict, notFound } from '@chess-portal/service-kit';
import type { Clock } from '../../shared/clock';
import type { Db, Executor } from '../../db/knex';
import { OrganizerCommission, type User } from '../../db/models';
import { recordAudit } from '../../audit/services/audit-service';
import { isUuid } from '../../shared/http/is-uuid';
import type { NotifyDeps } from '../../notifications/services/notify';
import { notifyCommissionConfirmed } from '../../notifications/services/commission-notices';
import { describeUseWithWho, toMatch, transactionIdUses, type TransactionIdMatch } from './transaction-id-uses';

export const COMMISSION_NOT_FOUND = 'Commission not found';
export const COMMISSION_NOT_CONFIRMABLE = 'Only a pending or overdue commission can be confirmed';
export const TRANSACTION_ID_REQUIRED = 'The organizer has not submitted a transaction ID for this commission yet';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toAdminCommission(c: OrganizerCommission, uses: TransactionIdMatch[] = []): AdminCommission {
  return {
    id: c.id,
    tournamentId: c.tournamentId,
    organizerId: c.organizerId,
    commissionAmount: c.commissionAmount,
    organizerTransactionId: c.organizerTransactionId,
    status: c.status,
    dueDate: iso(c.dueDate),
    paidAt: iso(c.paidAt),
    confirmedBy: c.confirmedBy,
    confirmedAt: iso(c.confirmedAt),
    createdAt: c.createdAt.toISOString(),
    adjustments: (c.adjustments ?? []).map((a) => ({
      id: a.id,
      amount: a.amount,
      reason: a.reason,
      adminId: a.adminId,
      createdAt: a.createdAt.toISOString(),
    })),
    organizer: {
      username: c.organizer!.username,
      email: c.organizer!.email,
      upiId: c.organizer!.upiId,
      isActive: c.organizer!.isActive,
    },
    tournament: { name: c.tournament!.name },
    transactionIdUses: uses,
  };
}

/** The other uses of `transactionId` than the commission `commissionId` itself. */
async function otherUses(db: Executor, commissionId: string, transactionId: string): Promise<TransactionIdMatch[]> {
  return (await transactionIdUses(db, [transactionId]))
    .filter((u) => !(u.kind === 'commission' && u.id === commissionId))
    .map(toMatch);
}

/** The admin views of `rows`, each with the other uses of its transaction id (one lookup for all). */
export async function toAdminCommissions(db: Executor, rows: OrganizerCommission[]): Promise<AdminCommission[]> {
  const ids = [...new Set(rows.map((c) => c.organizerTransactionId).filter((id): id is string => Boolean(id)))];
  const uses = await transactionIdUses(db, ids);
  return rows.map((c) =>
    toAdminCommission(
      c,
      uses
        .filter((u) => u.transactionId === c.organizerTransactionId && !(u.kind === 'commission' && u.id === c.id))
        .map(toMatch),
    ),
  );
}

/** What an admin's commission shows of its organizer (the tournament: its name only). */
export const COMMISSION_ORGANIZER_COLUMNS = ['id', 'username', 'email', 'upiId', 'isActive'] as const;

export const withViews = (db: Db) =>
  OrganizerCommission.query(db)
    .withGraphFetched('[organizer, tournament, adjustments]')
    .modifyGraph('organizer', (q) => q.select(...COMMISSION_ORGANIZER_COLUMNS))
    .modifyGraph('tournament', (q) => q.select('id', 'name'))
    .modifyGraph('adjustments', (q) => q.orderBy('createdAt', 'asc').orderBy('id'));

/** Soonest due first (no due date last), then newest; one page (the first UNPAGED_LIMIT by default). */
export async function listCommissions(
  db: Db,
  status: CommissionStatus | undefined,
  { limit, offset }: { limit: number; offset: number },
): Promise<AdminCommission[]> {
  const rows = await withViews(db)
    .modify((q) => status && q.where('status', status))
    .orderByRaw('due_date asc nulls last')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset);
  return toAdminCommissions(db, rows);
}

export type CommissionConfirmationBody = { transactionId?: string; confirmReusedTransactionId?: boolean };

export async function confirmCommission(
  deps: { db: Db; clock: Clock } & NotifyDeps,
  actor: User,
  commissionId: string,
  body: CommissionConfirmationBody = {},
): Promise<AdminCommission> {
  const { db, clock } = deps;
  const at = clock.now();
  return db.transaction(async (trx) => {
    const c = isUuid(commissionId)
      ? await OrganizerCommission.query(trx).findById(commissionId).forUpdate()
      : undefined;
    if (!c) throw notFound(COMMISSION_NOT_FOUND);
    if (c.status === 'confirmed' || !['pending', 'overdue'].includes(c.status))
      throw conflict(COMMISSION_NOT_CONFIRMABLE);
    const given = body.transactionId ? normaliseTransactionId(body.transactionId) || undefined : undefined;
    if (given && c.status !== 'overdue')
      throw badRequest('The transaction ID of a pending commission is submitted by the organizer');
    const transactionId = c.organizerTransactionId ?? given ?? null;
    if (!transactionId) throw conflict(TRANSACTION_ID_REQUIRED);
    const uses = await otherUses(trx, c.id, transactionId);
    if (uses.length && body.confirmReusedTransactionId !== true)
      throw conflict(commissionTransactionIdReused(uses.map(describeUseWithWho).join('; ')));
    await OrganizerCommission.query(trx)
      .patch({
        status: 'confirmed',
        organizerTransactionId: transactionId,
        paidAt: c.paidAt ?? at,
        confirmedBy: actor.id,
        confirmedAt: at,
      })
      .where('id', c.id);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'commission.confirmed',
      entityType: 'commission',
      entityId: c.id,
      before: { status: c.status, organizerTransactionId: c.organizerTransactionId },
      after: {
        status: 'confirmed',
        organizerTransactionId: transactionId,
        ...(uses.length ? { reusedTransactionIdConfirmed: uses.map(describeUseWithWho) } : {}),
      },
      at,
    });
    const confirmed = (await withViews(trx as unknown as Db).findById(c.id))!;
    await notifyCommissionConfirmed(
      deps,
      trx,
      {
        id: c.id,
        organizer: confirmed.organizer!,
        tournamentName: confirmed.tournament!.name,
        commissionAmount: confirmed.commissionAmount,
        dueDate: confirmed.dueDate,
      },
      transactionId,
    );
    return toAdminCommission(confirmed, uses);
  });
}
