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

/** Every registration and commission payment carrying one of `ids`. */
async function usesOf(db: Executor, ids: string[]): Promise<UseRow[]> {
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
  query.whereIn('transactionId', ids);
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

/** Reused ids answered at most per page. */
export const REUSED_PAGE = 50;

/**
 * GET /admin/transaction-ids/reused: the ids carried by more than one registration or commission payment, in
 * id order, REUSED_PAGE at a time (`after`: the `next` of the page before), each with every use. The ids are
 * found by walking the two transaction-id indexes in order (a merge, grouped as it goes) and stopping at the
 * page's end, instead of grouping every payment of the platform; their uses are then read by id.
 */
export async function listReusedTransactionIds(
  db: Executor,
  { after }: { after?: string } = {},
): Promise<{ reused: ReusedTransactionId[]; next: string | null }> {
  const found = (await db.raw(
    `select transaction_id from (
        select payment_id as transaction_id from registrations
         where payment_id is not null and payment_status <> 'withdrawn'
        union all
        select organizer_transaction_id from organizer_commissions where organizer_transaction_id is not null
      ) as uses
      where transaction_id > ?
      group by transaction_id having count(*) > 1
      order by transaction_id limit ?`,
    [after ?? '', REUSED_PAGE + 1],
  )) as { rows: { transactionId?: string; transaction_id?: string }[] };
  const all = found.rows.map((r) => (r.transactionId ?? r.transaction_id) as string);
  const ids = all.slice(0, REUSED_PAGE);
  const rows = ids.length ? await usesOf(db, ids) : [];
  const groups = new Map<string, ReusedTransactionId>();
  for (const row of rows) {
    const group = groups.get(row.transactionId) ?? { transactionId: row.transactionId, uses: [] };
    group.uses.push({ ...toMatch(row), status: row.status });
    groups.set(row.transactionId, group);
  }
  return { reused: [...groups.values()], next: all.length > REUSED_PAGE ? ids[ids.length - 1] : null };
}
