// The organizer's prize payouts and recording one as sent (product.md §10); the winner's own prizes;
// the admin's outstanding payouts per organizer. Fair play: before a payout is recorded, core asks
// Lichess (outside any transaction) whether the winner's account is closed or marked for a
// terms-of-service violation; a flagged winner is paid only once the organizer confirms they checked.
import { FAIR_PLAY_ACKNOWLEDGE, payoutSentSchema } from '@chess-portal/contracts';
import { conflict, forbidden, notFound, serviceUnavailable } from '@chess-portal/service-kit';
import type { Db, Executor } from '../../db/knex';
import { Payout, User, type PayoutStatus } from '../../db/models';
import { recordAudit } from '../../audit/services/audit-service';
import { fairPlayWarning, withLichessDeadline } from '../../lichess/client';
import type { LichessDeps } from '../../lichess/deps';
import { notify } from '../../notifications/services/notify';
import { parseForm } from '../../shared/http/parse-form';
import { isUuid } from '../../shared/http/is-uuid';
import { fetchPage, type PageRequest } from '../../shared/http/paging';
import { formatRupees, fromPaise, toPaise } from '../../shared/money';
import { assertUtrUnused } from '../../commissions/services/transaction-id-uses';

export const PAYOUT_NOT_FOUND = 'Prize payout not found';
export const NOT_YOUR_PAYOUT = 'You can only record prizes of your own tournaments';
export const PAYOUT_ALREADY_SENT = 'This prize is already recorded as sent';
export const WINNER_WITHOUT_UPI = 'The winner has not added a UPI id yet; they were asked for one on their profile';
export const FAIR_PLAY_UNKNOWN =
  "Lichess could not be asked about the winner's account (fair play); please try again in a minute";
/** How long recording a payout waits for Lichess's word on the winner's account. */
export const FAIR_PLAY_CHECK_MS = 3_000;
const PLAYER_LIST_CAP = 50;

type PayoutRow = Payout & { playerName: string | null; lichessUsername: string | null; playerUpiId: string | null };

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function payoutView(p: PayoutRow) {
  return {
    id: p.id,
    tournamentId: p.tournamentId,
    tournamentName: p.tournamentName ?? '',
    rank: p.rank ?? 0,
    playerId: p.playerId,
    playerName: p.playerName ?? '',
    lichessUsername: p.lichessUsername,
    playerUpiId: p.playerUpiId,
    amount: p.amount,
    status: p.status,
    utr: p.upiTransactionId,
    sentAt: iso(p.processedAt),
    fairPlayFlag: p.fairPlayFlag,
    createdAt: iso(p.createdAt)!,
  };
}
export type PayoutView = ReturnType<typeof payoutView>;

const withPlayer = (db: Executor) =>
  Payout.query(db)
    .select('payouts.*', 'u.username as playerName', 'u.lichessUsername', 'u.upiId as playerUpiId')
    .leftJoin('users as u', 'u.id', 'payouts.playerId');

export type PayoutFilter = PageRequest & { status?: PayoutStatus; tournamentId?: string };

/** GET /organizer/payouts: the acting organizer's prize payouts (an admin's: all), owed first, by rank. */
export async function listPayouts(db: Db, actor: User, filter: PayoutFilter = {}) {
  const query = withPlayer(db)
    .orderByRaw(`case when payouts.status = 'owed' then 0 else 1 end`)
    .orderBy('payouts.createdAt', 'desc')
    .orderBy('payouts.rank')
    .orderBy('payouts.id');
  if (actor.role !== 'admin') query.where('payouts.organizerId', actor.id);
  if (filter.status) query.where('payouts.status', filter.status);
  if (filter.tournamentId) query.where('payouts.tournamentId', filter.tournamentId);
  const { rows, paging } = await fetchPage(query, filter);
  return { payouts: (rows as PayoutRow[]).map(payoutView), paging };
}

/** What Lichess says against the winner's account now (null: nothing); 503 when it cannot be asked. */
async function fairPlayNow(deps: LichessDeps, lichessUsername: string | null): Promise<string | null> {
  if (!lichessUsername) return null;
  // never paid unchecked: without a Lichess client the winner's account cannot be asked about
  if (!deps.lichess) throw serviceUnavailable(FAIR_PLAY_UNKNOWN);
  const lichess = deps.lichess;
  try {
    const users = await withLichessDeadline(Date.now() + FAIR_PLAY_CHECK_MS, () => lichess.getUsers([lichessUsername]));
    return fairPlayWarning(users.get(lichessUsername.toLowerCase()));
  } catch (err) {
    deps.logger?.warn({ err }, 'fair-play check before a prize payout failed');
    throw serviceUnavailable(FAIR_PLAY_UNKNOWN);
  }
}

/** POST /organizer/payouts/{id}/sent: the organizer paid the prize; the winner is told the UTR. */
export async function recordPayoutSent(deps: LichessDeps, actor: User, payoutId: string, body: unknown) {
  const { utr, fairPlayChecked } = parseForm(payoutSentSchema, body);
  const found = isUuid(payoutId)
    ? ((await withPlayer(deps.db).findById(payoutId)) as PayoutRow | undefined)
    : undefined;
  if (!found) throw notFound(PAYOUT_NOT_FOUND);
  if (actor.role !== 'admin' && found.organizerId !== actor.id) throw forbidden(NOT_YOUR_PAYOUT);
  if (found.status === 'sent') throw conflict(PAYOUT_ALREADY_SENT);
  if (!found.playerUpiId) throw conflict(WINNER_WITHOUT_UPI);
  const flag = (await fairPlayNow(deps, found.lichessUsername)) ?? found.fairPlayFlag;
  if (flag !== found.fairPlayFlag) await Payout.query(deps.db).patch({ fairPlayFlag: flag }).findById(found.id);
  if (flag && !fairPlayChecked) throw conflict(`${FAIR_PLAY_ACKNOWLEDGE}: ${flag}`);
  const at = deps.clock.now();
  await deps.db.transaction(async (trx) => {
    const payout = await Payout.query(trx).findById(found.id).forUpdate().throwIfNotFound();
    if (payout.status === 'sent') throw conflict(PAYOUT_ALREADY_SENT);
    await assertUtrUnused(trx, utr);
    await Payout.query(trx)
      .patch({ status: 'sent', upiTransactionId: utr, processedAt: at, recordedBy: actor.id })
      .findById(payout.id);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'prize.sent',
      entityType: 'payout',
      entityId: payout.id,
      before: { status: 'owed' },
      after: { status: 'sent', utr, amount: payout.amount, upiId: found.playerUpiId, fairPlayFlag: flag ?? null },
      at,
    });
    const player = await User.query(trx).findById(payout.playerId);
    if (player)
      await notify(deps, trx, {
        user: player,
        kind: 'prize.sent',
        title: `Prize ${formatRupees(payout.amount)} sent: ${found.tournamentName ?? 'your tournament'}`,
        body: `The organizer sent your prize of ${formatRupees(payout.amount)} for ${found.tournamentName ?? 'your tournament'} to ${found.playerUpiId}, UTR ${utr}.`,
        link: '/me/money',
        dedupeKey: `prize.sent:${payout.id}`,
      });
  });
  const row = (await withPlayer(deps.db).findById(found.id)) as PayoutRow;
  return { message: 'Prize recorded as sent; the winner was notified', payout: payoutView(row) };
}

/** The winner's own prizes, newest first (capped). */
export async function playerPayouts(db: Executor, player: User) {
  const rows = (await withPlayer(db)
    .where('payouts.playerId', player.id)
    .orderBy('payouts.createdAt', 'desc')
    .limit(PLAYER_LIST_CAP)) as PayoutRow[];
  return rows.map(payoutView);
}

const OUTSTANDING_CAP = 100;

/**
 * GET /admin/payouts/outstanding: per organizer, the prizes and refunds they still owe players
 * (count, amount, flagged winners, the oldest), largest total first, at most 100 organizers.
 */
export async function outstandingByOrganizer(db: Db) {
  const { rows } = (await db.raw(
    `with owed as (
       select organizer_id, 'prize' as kind, amount, created_at, fair_play_flag from payouts where status = 'owed'
       union all
       select organizer_id, 'refund', amount, created_at, null from refunds where status = 'owed'
     )
     select o.organizer_id, u.username, u.email,
            count(*) filter (where kind = 'prize')::int as prizes_owed,
            coalesce(sum(amount) filter (where kind = 'prize'), 0)::text as prize_amount,
            count(*) filter (where kind = 'prize' and fair_play_flag is not null)::int as flagged,
            count(*) filter (where kind = 'refund')::int as refunds_owed,
            coalesce(sum(amount) filter (where kind = 'refund'), 0)::text as refund_amount,
            min(o.created_at) as oldest
       from owed o left join users u on u.id = o.organizer_id
      group by o.organizer_id, u.username, u.email
      order by sum(amount) desc, o.organizer_id
      limit ?`,
    [OUTSTANDING_CAP],
  )) as {
    rows: {
      organizer_id: string | null;
      username: string | null;
      email: string | null;
      prizes_owed: number;
      prize_amount: string;
      flagged: number;
      refunds_owed: number;
      refund_amount: string;
      oldest: Date | string;
    }[];
  };
  const money = (text: string) => fromPaise(toPaise(text));
  return {
    organizers: rows.map((r) => ({
      organizerId: r.organizer_id,
      organizerName: r.username ?? '(deleted organizer)',
      organizerEmail: r.email,
      prizesOwed: r.prizes_owed,
      prizeAmount: money(r.prize_amount),
      flaggedWinners: r.flagged,
      refundsOwed: r.refunds_owed,
      refundAmount: money(r.refund_amount),
      oldest: new Date(r.oldest).toISOString(),
    })),
  };
}
