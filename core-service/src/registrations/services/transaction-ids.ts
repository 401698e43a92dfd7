// Transaction ids across the platform: stored normalised (contracts normaliseTransactionId),
// unique among a tournament's live registrations, and flagged when the same id also appears on a
// registration of another tournament, an organizer's commission payment or a prize payout (the lookup
// is commissions/services/transaction-id-uses.ts, shared with the admin's commission confirmation).
import { TRANSACTION_ID_USED_IN_TOURNAMENT } from '@chess-portal/contracts';
import { conflict } from '@chess-portal/service-kit';
import type { Executor } from '../../db/knex';
import { INACTIVE_PAYMENT_STATUSES, Registration } from '../../db/models';
import {
  describeMatch,
  toMatch,
  transactionIdUses,
  type TransactionIdMatch,
} from '../../commissions/services/transaction-id-uses';

export type { TransactionIdMatch };

/** 409 when a live registration of the tournament (other than `exceptId`) already carries the id. */
export async function assertUnusedInTournament(
  trx: Executor,
  tournamentId: string,
  transactionId: string | null,
  exceptId?: string,
): Promise<void> {
  if (!transactionId) return;
  const query = Registration.query(trx)
    .where({ tournamentId, paymentId: transactionId })
    .whereNotIn('paymentStatus', INACTIVE_PAYMENT_STATUSES);
  if (exceptId) query.whereNot('id', exceptId);
  if (await query.first()) throw conflict(TRANSACTION_ID_USED_IN_TOURNAMENT);
}

/**
 * For each registration with a transaction id, its other uses: registrations of other tournaments
 * and commission payments (a reuse inside the tournament is refused when it happens).
 */
export async function transactionIdMatches(
  db: Executor,
  regs: Pick<Registration, 'id' | 'tournamentId' | 'paymentId'>[],
): Promise<Map<string, TransactionIdMatch[]>> {
  const ids = [...new Set(regs.map((r) => r.paymentId).filter((id): id is string => Boolean(id)))];
  const result = new Map<string, TransactionIdMatch[]>();
  if (ids.length === 0) return result;
  const rows = await transactionIdUses(db, ids);
  for (const reg of regs) {
    const others = rows.filter(
      (row) =>
        row.transactionId === reg.paymentId && (row.kind !== 'registration' || row.tournamentId !== reg.tournamentId),
    );
    if (others.length) result.set(reg.id, others.map(toMatch));
  }
  return result;
}

export { describeMatch };

export type ReusedTransactionId = {
  transactionId: string;
  uses: (TransactionIdMatch & { status: string })[];
};

/** GET /admin/transaction-ids/reused: every id carried by more than one registration or commission payment. */
export async function listReusedTransactionIds(db: Executor): Promise<{ reused: ReusedTransactionId[] }> {
  const rows = await transactionIdUses(db, 'reused');
  const groups = new Map<string, ReusedTransactionId>();
  for (const row of rows) {
    const group = groups.get(row.transactionId) ?? { transactionId: row.transactionId, uses: [] };
    group.uses.push({ ...toMatch(row), status: row.status });
    groups.set(row.transactionId, group);
  }
  return { reused: [...groups.values()] };
}
