// Where a transaction id (UPI UTR) is already used on the platform: the one lookup every money check
// asks (a registration's approval, the admin's commission confirmation, the reused-ids list, a refund's
// or a prize's UTR: assertUtrUnused). One SELECT per money table, unioned; a new ledger is one more line
// in USE_SOURCES. Registrations and commissions store ids normalised (contracts normaliseTransactionId),
// refunds their 12 digits; the payouts' column is normalised here, as any source whose writer does not
// normalise must be. Refunds and payouts outlive their tournament (tournament_id null, the name kept).
import { UTR_USED } from '@chess-portal/contracts';
import { conflict } from '@chess-portal/service-kit';
import type { Executor } from '../../db/knex';

export type TransactionIdUseKind = 'registration' | 'commission' | 'payout' | 'refund';

/** How a use is named in a sentence ("Sunday Swiss (prize payout, 2026-03-01)"). */
const KIND_LABEL: Record<TransactionIdUseKind, string> = {
  registration: 'registration',
  commission: 'commission payment',
  payout: 'prize payout',
  refund: 'refund',
};

/** One use of a transaction id. */
export type TransactionIdUse = {
  transactionId: string;
  kind: TransactionIdUseKind;
  /** the row: registration, commission or payout id */
  id: string;
  /** null once the tournament is deleted (a refund or a payout keeps its name) */
  tournamentId: string | null;
  tournamentName: string;
  /** who used it: the player, the organizer who paid the commission, the prize winner, the refunded player */
  username: string;
  /** when: registered, the commission payment submitted, the payout processed, the refund sent */
  at: Date | string | null;
  status: string;
};

/**
 * Each source answers (transaction_id, kind, id, tournament_id, tournament_name, username, at, status),
 * in that order: the first SELECT names the columns of the union.
 */
const USE_SOURCES = [
  `select r.payment_id as transaction_id, 'registration' as kind, r.id, r.tournament_id, t.name as tournament_name,
          u.username, r.registered_at as at, r.payment_status as status
     from registrations r join tournaments t on t.id = r.tournament_id join users u on u.id = r.player_id
    where r.payment_id is not null and r.payment_status <> 'withdrawn'`,
  `select c.organizer_transaction_id, 'commission', c.id, c.tournament_id, t.name, u.username, c.paid_at, c.status
     from organizer_commissions c join tournaments t on t.id = c.tournament_id join users u on u.id = c.organizer_id
    where c.organizer_transaction_id is not null`,
  `select upper(regexp_replace(p.upi_transaction_id, '\\s', '', 'g')), 'payout', p.id, p.tournament_id,
          coalesce(t.name, p.tournament_name, 'a deleted tournament'), u.username, p.processed_at, p.status
     from payouts p left join tournaments t on t.id = p.tournament_id join users u on u.id = p.player_id
    where p.upi_transaction_id is not null`,
  // a refund sent: its own UTR
  `select f.utr, 'refund', f.id, f.tournament_id, f.tournament_name, u.username, f.sent_at, f.status
     from refunds f join users u on u.id = f.player_id
    where f.utr is not null`,
  // the refunded fee's own id, once its registration no longer carries it (withdrawn, or deleted with its
  // tournament): still a registration's payment
  `select f.payment_id, 'registration', coalesce(f.registration_id, f.id), f.tournament_id, f.tournament_name,
          u.username, f.created_at, 'refunded'
     from refunds f join users u on u.id = f.player_id left join registrations r on r.id = f.registration_id
    where f.payment_id is not null and (r.id is null or r.payment_status = 'withdrawn')`,
];

/**
 * Every use of the given ids, or (with 'reused') of any id used more than once, ordered by id, then
 * oldest first. `ids` must be normalised; an empty list answers nothing.
 */
export async function transactionIdUses(db: Executor, ids: readonly string[] | 'reused'): Promise<TransactionIdUse[]> {
  if (ids !== 'reused' && ids.length === 0) return [];
  const uses = db.raw(USE_SOURCES.join('\n union all\n'));
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
  // one array parameter, not one per id: a statement asks for 2,000 at once
  else query.whereRaw('?? = any(?::text[])', ['transactionId', [...ids]]);
  return (await query) as TransactionIdUse[];
}

/** A use as answered to the browser (OpenAPI TransactionIdMatch). */
export type TransactionIdMatch = {
  kind: TransactionIdUseKind;
  id: string;
  tournamentId: string | null;
  tournamentName: string;
  username: string;
  at: string | null;
};

export const toMatch = (row: TransactionIdUse): TransactionIdMatch => ({
  kind: row.kind,
  id: row.id,
  tournamentId: row.tournamentId,
  tournamentName: row.tournamentName,
  username: row.username,
  at: row.at === null ? null : new Date(row.at).toISOString(),
});

/** "Sunday Swiss (registration, 2026-03-01)": one use as a sentence part. */
export function describeMatch(m: TransactionIdMatch): string {
  return `${m.tournamentName} (${KIND_LABEL[m.kind]}${m.at ? `, ${m.at.slice(0, 10)}` : ''})`;
}

/** "player417's registration for Sunday Swiss (2026-03-01)": one use with who made it, for the admin. */
export function describeUseWithWho(m: TransactionIdMatch): string {
  const date = m.at ? ` (${m.at.slice(0, 10)})` : '';
  if (m.kind === 'registration') return `${m.username}'s registration for ${m.tournamentName}${date}`;
  if (m.kind === 'commission') return `${m.username}'s commission payment for ${m.tournamentName}${date}`;
  if (m.kind === 'refund') return `the refund to ${m.username} for ${m.tournamentName}${date}`;
  return `the prize payout to ${m.username} for ${m.tournamentName}${date}`;
}

/** "a prize for Sunday Swiss": one use as a short phrase, for a refused UTR. */
const USE_PHRASE: Record<TransactionIdUseKind, string> = {
  registration: 'a registration for',
  commission: 'a commission payment for',
  payout: 'a prize for',
  refund: 'a refund for',
};

/**
 * 409 when `utr` (normalised) is already recorded anywhere on the platform: a registration, a
 * commission payment, a refund or a prize (product.md §10), naming the oldest use.
 */
export async function assertUtrUnused(db: Executor, utr: string): Promise<void> {
  const [use] = await transactionIdUses(db, [utr]);
  if (use) throw conflict(`${UTR_USED} (${USE_PHRASE[use.kind]} ${use.tournamentName})`);
}
