// Transaction ids across the platform: stored normalised (contracts normaliseTransactionId),
// unique among a tournament's live registrations, and flagged when the same id also appears on a
// registration of another tournament or on an organizer's commission payment.
import { TRANSACTION_ID_USED_IN_TOURNAMENT } from '@chess-portal/contracts';
import { conflict } from '@chess-portal/service-kit';
import type { Executor } from '../../db/knex';
import { INACTIVE_PAYMENT_STATUSES, Registration } from '../../db/models';

/** Another use of a registration's transaction id: a registration elsewhere, or a commission payment. */
export type TransactionIdMatch = {
  kind: 'registration' | 'commission';
  id: string;
  tournamentId: string;
  tournamentName: string;
  /** who used it: the player, or the organizer who paid the commission */
  username: string;
  /** when: registered, or the commission payment submitted */
  at: string | null;
};

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

type UseRow = {
  transactionId: string;
  kind: 'registration' | 'commission';
  id: string;
  tournamentId: string;
  tournamentName: string;
  username: string;
  at: Date | string | null;
  status: string;
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Every registration and commission payment carrying one of `ids` (or, without ids, any id used twice). */
async function usesOf(db: Executor, ids: string[] | 'reused'): Promise<UseRow[]> {
  const uses = db.raw(
    `select r.payment_id as transaction_id, 'registration' as kind, r.id, r.tournament_id,
            t.name as tournament_name, u.username, r.registered_at as at, r.payment_status as status
       from registrations r join tournaments t on t.id = r.tournament_id join users u on u.id = r.player_id
      where r.payment_id is not null and r.payment_status <> 'withdrawn'
     union all
     select c.organizer_transaction_id, 'commission', c.id, c.tournament_id, t.name, u.username, c.paid_at, c.status
       from organizer_commissions c join tournaments t on t.id = c.tournament_id join users u on u.id = c.organizer_id
      where c.organizer_transaction_id is not null`,
  );
  const query = db
    .select('*')
    .from(uses.wrap('(', ') as uses'))
    .orderBy('transactionId')
    .orderBy('at', 'asc')
    .orderBy('id');
  if (ids === 'reused')
    query.whereIn(
      'transactionId',
      db
        .select('transactionId')
        .from(uses.wrap('(', ') as counted'))
        .groupBy('transactionId')
        .havingRaw('count(*) > 1'),
    );
  else query.whereIn('transactionId', ids);
  return (await query) as UseRow[];
}

const toMatch = (row: UseRow): TransactionIdMatch => ({
  kind: row.kind,
  id: row.id,
  tournamentId: row.tournamentId,
  tournamentName: row.tournamentName,
  username: row.username,
  at: iso(row.at),
});

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
  const rows = await usesOf(db, ids);
  for (const reg of regs) {
    const others = rows.filter(
      (row) =>
        row.transactionId === reg.paymentId && (row.kind === 'commission' || row.tournamentId !== reg.tournamentId),
    );
    if (others.length) result.set(reg.id, others.map(toMatch));
  }
  return result;
}

/** "Sunday Swiss (registration, 2026-03-01)": one match as a sentence part. */
export function describeMatch(m: TransactionIdMatch): string {
  return `${m.tournamentName} (${m.kind === 'commission' ? 'commission payment' : 'registration'}${m.at ? `, ${m.at.slice(0, 10)}` : ''})`;
}

export type ReusedTransactionId = {
  transactionId: string;
  uses: (TransactionIdMatch & { status: string })[];
};

/** GET /admin/transaction-ids/reused: every id carried by more than one registration or commission payment. */
export async function listReusedTransactionIds(db: Executor): Promise<{ reused: ReusedTransactionId[] }> {
  const rows = await usesOf(db, 'reused');
  const groups = new Map<string, ReusedTransactionId>();
  for (const row of rows) {
    const group = groups.get(row.transactionId) ?? { transactionId: row.transactionId, uses: [] };
    group.uses.push({ ...toMatch(row), status: row.status });
    groups.set(row.transactionId, group);
  }
  return { reused: [...groups.values()] };
}
