// The organizer's "Refunds due" list and recording a refund as sent (with its UTR); the player's own
// refunds. product.md §10.
import { refundSentSchema } from '@chess-portal/contracts';
import { conflict, forbidden, notFound } from '@chess-portal/service-kit';
import type { Db, Executor } from '../../db/knex';
import { Refund, User, type RefundStatus } from '../../db/models';
import { recordAudit } from '../../audit/services/audit-service';
import type { NotifyDeps } from '../../notifications/services/notify';
import { parseForm } from '../../shared/http/parse-form';
import { isUuid } from '../../shared/http/is-uuid';
import { fetchPage, type PageRequest } from '../../shared/http/paging';
import { assertUtrUnused } from '../../commissions/services/transaction-id-uses';
import { notifyRefundSent } from './refund-notices';

export const REFUND_NOT_FOUND = 'Refund not found';
export const NOT_YOUR_REFUND = 'You can only record refunds of your own tournaments';
export const REFUND_ALREADY_SENT = 'This refund is already recorded as sent';
/** The player's own lists are capped (newest first). */
export const PLAYER_LIST_CAP = 50;

type RefundRow = Refund & { playerName: string | null; playerEmail: string | null; currentUpiId: string | null };

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function refundView(r: RefundRow) {
  return {
    id: r.id,
    tournamentId: r.tournamentId,
    tournamentName: r.tournamentName,
    playerId: r.playerId,
    playerName: r.playerName ?? '',
    /** the UPI id to send it to: the player's current one, else the one they had when it was owed */
    playerUpiId: r.currentUpiId ?? r.playerUpiId,
    amount: r.amount,
    reason: r.reason,
    status: r.status,
    utr: r.utr,
    sentAt: iso(r.sentAt),
    createdAt: iso(r.createdAt)!,
  };
}
export type RefundView = ReturnType<typeof refundView>;

const withPlayer = (db: Executor) =>
  Refund.query(db)
    .select('refunds.*', 'u.username as playerName', 'u.email as playerEmail', 'u.upiId as currentUpiId')
    .leftJoin('users as u', 'u.id', 'refunds.playerId');

export type RefundFilter = PageRequest & { status?: RefundStatus; tournamentId?: string };

/** GET /organizer/refunds: the acting organizer's refunds (an admin's: every organizer's), owed first. */
export async function listRefunds(db: Db, actor: User, filter: RefundFilter = {}) {
  const query = withPlayer(db)
    .orderByRaw(`case when refunds.status = 'owed' then 0 else 1 end`)
    .orderBy('refunds.createdAt', 'desc')
    .orderBy('refunds.id');
  if (actor.role !== 'admin') query.where('refunds.organizerId', actor.id);
  if (filter.status) query.where('refunds.status', filter.status);
  if (filter.tournamentId) query.where('refunds.tournamentId', filter.tournamentId);
  const { rows, paging } = await fetchPage(query, filter);
  return { refunds: (rows as RefundRow[]).map(refundView), paging };
}

/** POST /organizer/refunds/{id}/sent: the organizer sent the money back; the player is told the UTR. */
export async function recordRefundSent(deps: NotifyDeps & { db: Db }, actor: User, refundId: string, body: unknown) {
  const { utr } = parseForm(refundSentSchema, body);
  const at = deps.clock.now();
  const id = await deps.db.transaction(async (trx) => {
    const refund = isUuid(refundId) ? await Refund.query(trx).findById(refundId).forUpdate() : undefined;
    if (!refund) throw notFound(REFUND_NOT_FOUND);
    if (actor.role !== 'admin' && refund.organizerId !== actor.id) throw forbidden(NOT_YOUR_REFUND);
    if (refund.status === 'sent') throw conflict(REFUND_ALREADY_SENT);
    await assertUtrUnused(trx, utr);
    await Refund.query(trx).patch({ status: 'sent', utr, sentAt: at, recordedBy: actor.id }).findById(refund.id);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'refund.sent',
      entityType: 'refund',
      entityId: refund.id,
      before: { status: 'owed' },
      after: { status: 'sent', utr, amount: refund.amount },
      at,
    });
    const player = await User.query(trx).findById(refund.playerId);
    if (player) await notifyRefundSent(deps, trx, { ...refund, utr }, player);
    return refund.id;
  });
  const row = (await withPlayer(deps.db).findById(id)) as RefundRow;
  return { message: 'Refund recorded as sent; the player was notified', refund: refundView(row) };
}

/** The player's own refunds, newest first (capped). */
export async function playerRefunds(db: Executor, player: User) {
  const rows = (await withPlayer(db)
    .where('refunds.playerId', player.id)
    .orderBy('refunds.createdAt', 'desc')
    .limit(PLAYER_LIST_CAP)) as RefundRow[];
  return rows.map(refundView);
}
