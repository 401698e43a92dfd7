// Transaction ids across the platform: stored normalised (contracts normaliseTransactionId),
// unique among a tournament's live registrations, and flagged when the same id also appears on a
// registration of another tournament, an organizer's commission payment, a refund or a prize payout (the lookup
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
  type TransactionIdUse,
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
  // grouped by id once: a statement's 2,000 registrations against each other's rows were 4 million compares
  const byId = new Map<string, TransactionIdUse[]>();
  for (const row of await transactionIdUses(db, ids)) {
    const list = byId.get(row.transactionId);
    if (list) list.push(row);
    else byId.set(row.transactionId, [row]);
  }
  for (const reg of regs) {
    const others = (byId.get(reg.paymentId ?? '') ?? []).filter(
      (row) => row.kind !== 'registration' || row.tournamentId !== reg.tournamentId,
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

/** Reused ids answered at most per page. */
export const REUSED_PAGE = 50;

/**
 * GET /admin/transaction-ids/reused: the ids carried by more than one registration, commission, refund or prize payment, in
 * id order, REUSED_PAGE at a time (`after`: the `next` of the page before), each with every use. The ids come from
 * transaction_id_use_counts (kept by row triggers in the transactions that write uses; migration
 * 20261126260001): one range of its partial index of ids used more than once, so a page costs the same whatever
 * the number of payments; their uses are then read by id.
 */
export async function listReusedTransactionIds(
  db: Executor,
  { after }: { after?: string } = {},
): Promise<{ reused: ReusedTransactionId[]; next: string | null }> {
  const found = (await db.raw(
    `select transaction_id from transaction_id_use_counts
      where uses > 1 and transaction_id > ?
      order by transaction_id limit ?`,
    [after ?? '', REUSED_PAGE + 1],
  )) as { rows: { transactionId?: string; transaction_id?: string }[] };
  const all = found.rows.map((r) => (r.transactionId ?? r.transaction_id) as string);
  const ids = all.slice(0, REUSED_PAGE);
  const rows = await transactionIdUses(db, ids);
  const groups = new Map<string, ReusedTransactionId>();
  for (const row of rows) {
    const group = groups.get(row.transactionId) ?? { transactionId: row.transactionId, uses: [] };
    group.uses.push({ ...toMatch(row), status: row.status });
    groups.set(row.transactionId, group);
  }
  return { reused: [...groups.values()], next: all.length > REUSED_PAGE ? ids[ids.length - 1] : null };
}
