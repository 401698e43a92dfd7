// The organizer's side of the platform commission: what they owe
// per completed tournament, with the admin's UPI id to pay to, and the transaction id they submit,
// which an admin then confirms (only a pending commission with a transaction id can be confirmed).
import { commissionPaymentSchema } from '@chess-portal/contracts';
import { conflict, forbidden, notFound } from '@chess-portal/service-kit';
import type { Db } from '../../db/knex';
import { OrganizerCommission, type User } from '../../db/models';
import { recordAudit } from '../../audit/services/audit-service';
import { adminUpi } from './tournament-commission';
import { parseForm } from '../../shared/http/parse-form';
import { isUuid } from '../../shared/http/is-uuid';
import { UNPAGED_LIMIT } from '../../shared/http/paging';
import type { ServiceDeps } from '../../service-deps';

export const COMMISSION_NOT_FOUND = 'Commission not found';

export type OrganizerCommissionView = {
  id: string;
  tournamentId: string;
  tournamentName: string;
  commissionAmount: string;
  status: OrganizerCommission['status'];
  dueDate: string | null;
  organizerTransactionId: string | null;
  paidAt: string | null;
  confirmedAt: string | null;
  createdAt: string;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function view(c: OrganizerCommission): OrganizerCommissionView {
  return {
    id: c.id,
    tournamentId: c.tournamentId,
    tournamentName: c.tournament?.name ?? '',
    commissionAmount: c.commissionAmount,
    status: c.status,
    dueDate: iso(c.dueDate),
    organizerTransactionId: c.organizerTransactionId,
    paidAt: iso(c.paidAt),
    confirmedAt: iso(c.confirmedAt),
    createdAt: c.createdAt.toISOString(),
  };
}

/**
 * GET /organizer/commissions: the acting organizer's own commissions (unpaid first), one page (the first
 * UNPAGED_LIMIT by default, paging.ts arrayPage), and where to pay.
 */
export async function listOrganizerCommissions(
  db: Db,
  actor: User,
  { limit, offset }: { limit: number; offset: number } = { limit: UNPAGED_LIMIT, offset: 0 },
) {
  const rows = await OrganizerCommission.query(db)
    .where('organizerId', actor.id)
    .withGraphFetched('tournament')
    .modifyGraph('tournament', (q) => q.select('id', 'name'))
    .orderByRaw("case status when 'overdue' then 0 when 'pending' then 1 else 2 end")
    .orderBy('dueDate', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .offset(offset);
  return { commissions: rows.map(view), adminUpi: await adminUpi(db) };
}

/** POST /organizer/commissions/{id}/payment: the organizer's UPI transaction id, for the admin to confirm. */
export async function submitCommissionPayment(
  { db, clock }: Pick<ServiceDeps, 'db' | 'clock'>,
  actor: User,
  id: string,
  body: unknown,
) {
  const at = clock.now();
  return db.transaction(async (trx) => {
    const c = isUuid(id) ? await OrganizerCommission.query(trx).findById(id).forUpdate() : undefined;
    if (!c) throw notFound(COMMISSION_NOT_FOUND);
    if (c.organizerId !== actor.id) throw forbidden('You can only pay your own commissions');
    if (c.status === 'confirmed') throw conflict('This commission is already confirmed');
    const { transactionId } = parseForm(commissionPaymentSchema, body);
    await OrganizerCommission.query(trx).patch({ organizerTransactionId: transactionId, paidAt: at }).findById(c.id);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'commission.payment_submitted',
      entityType: 'commission',
      entityId: c.id,
      before: { organizerTransactionId: c.organizerTransactionId },
      after: { organizerTransactionId: transactionId },
      at,
    });
    const updated = await OrganizerCommission.query(trx)
      .findById(c.id)
      .withGraphFetched('tournament')
      .throwIfNotFound();
    return {
      success: true,
      message: 'Payment submitted. An admin will confirm it shortly.',
      commission: view(updated),
    };
  });
}
