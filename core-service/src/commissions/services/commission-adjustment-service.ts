// An admin's correction of a commission after completion: the commission base is frozen
// when the tournament completes, so a late correction is its own line (signed amount, reason, who,
// when), added to the commission and the tournament's commissionDue, and audited. A positive
// correction of a confirmed commission opens it again (pending, due in 5 days) for the organizer to pay
// the extra and submit its transaction id (the earlier payment stays in the audit entry and the line).
import { commissionAdjustmentSchema } from '@chess-portal/contracts';
import { conflict, notFound } from '@chess-portal/service-kit';
import type { Db } from '../../db/knex';
import { CommissionAdjustment, OrganizerCommission, Tournament, type User } from '../../db/models';
import { recordAudit } from '../../audit/services/audit-service';
import { parseForm } from '../../shared/http/parse-form';
import { isUuid } from '../../shared/http/is-uuid';
import type { Clock } from '../../shared/clock';
import { addMoney, toPaise } from '../../shared/money';
import { COMMISSION_DUE_DAYS } from './tournament-commission';
import { COMMISSION_NOT_FOUND, toAdminCommissions, withViews } from './admin-commission-service';

export const ADJUSTMENT_BELOW_ZERO = 'An adjustment cannot take a commission below ₹0';
const DAY_MS = 24 * 60 * 60 * 1000;

export async function adjustCommission(
  { db, clock }: { db: Db; clock: Clock },
  actor: User,
  commissionId: string,
  body: unknown,
) {
  const { amount, reason } = parseForm(commissionAdjustmentSchema, body);
  const at = clock.now();
  return db.transaction(async (trx) => {
    const c = isUuid(commissionId)
      ? await OrganizerCommission.query(trx).findById(commissionId).forUpdate()
      : undefined;
    if (!c) throw notFound(COMMISSION_NOT_FOUND);
    const commissionAmount = addMoney(c.commissionAmount, amount);
    if (toPaise(commissionAmount) < 0n) throw conflict(ADJUSTMENT_BELOW_ZERO);
    const reopen = c.status === 'confirmed' && toPaise(amount) > 0n;
    await CommissionAdjustment.query(trx).insert({
      commissionId: c.id,
      amount,
      reason,
      adminId: actor.id,
      createdAt: at,
    });
    await OrganizerCommission.query(trx)
      .patch({
        commissionAmount,
        ...(reopen
          ? {
              status: 'pending' as const,
              dueDate: new Date(at.getTime() + COMMISSION_DUE_DAYS * DAY_MS),
              organizerTransactionId: null,
              paidAt: null,
              confirmedBy: null,
              confirmedAt: null,
            }
          : {}),
      })
      .findById(c.id);
    const t = await Tournament.query(trx).findById(c.tournamentId).forUpdate();
    if (t)
      await Tournament.query(trx)
        .patch({ commissionDue: addMoney(t.commissionDue, amount) })
        .findById(t.id);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'commission.adjusted',
      entityType: 'commission',
      entityId: c.id,
      before: {
        commissionAmount: c.commissionAmount,
        status: c.status,
        organizerTransactionId: c.organizerTransactionId,
      },
      after: { commissionAmount, amount, reason, status: reopen ? 'pending' : c.status },
      at,
    });
    return (await toAdminCommissions(trx, [(await withViews(trx as unknown as Db).findById(c.id))!]))[0]!;
  });
}
