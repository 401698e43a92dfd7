// The refund ledger (product.md §10). A registration is *paid* when its tournament has an entry fee and
// the organizer approved it (its fee counts in tournaments.totalCollected, the commission base). A paid
// registration that leaves the tournament before it completes (revoked, withdrawn) or whose tournament
// is ended or deleted is owed its fee back: a `refunds` row written in the same transaction as the
// change, its fee taken out of the commission base, and the player told. The row keeps the player, the
// amount, the player's UPI id and the tournament's name, so it outlives the tournament.
import type { Executor } from '../../db/knex';
import { Refund, Registration, Tournament, User, type RefundReason } from '../../db/models';
import { recordAudit } from '../../audit/services/audit-service';
import type { NotifyDeps } from '../../notifications/services/notify';
import { toPaise } from '../../shared/money';
import { notifyRefundOwed } from './refund-notices';

type Subject = {
  registration: Pick<Registration, 'id' | 'playerId' | 'paymentId'> & { player?: User };
  tournament: Pick<Tournament, 'id' | 'name' | 'organizerId' | 'entryFee'>;
  reason: RefundReason;
  actorId: string | null;
  at: Date;
};

/** Whether the tournament takes a fee: only then does an approved registration carry money. */
export const isPaidTournament = (t: Pick<Tournament, 'entryFee'>) => toPaise(t.entryFee) > 0n;

/** Records that the registration's fee is owed back (once per registration) and tells the player. */
export async function oweRefund(deps: NotifyDeps, trx: Executor, s: Subject): Promise<Refund | null> {
  if (!isPaidTournament(s.tournament)) return null;
  const player = s.registration.player ?? (await User.query(trx).findById(s.registration.playerId));
  if (!player) return null;
  const inserted = (await Refund.query(trx)
    .insert({
      registrationId: s.registration.id,
      tournamentId: s.tournament.id,
      tournamentName: s.tournament.name,
      organizerId: s.tournament.organizerId,
      playerId: player.id,
      playerUpiId: player.upiId ?? null,
      paymentId: s.registration.paymentId ?? null,
      amount: s.tournament.entryFee,
      reason: s.reason,
      status: 'owed',
      createdAt: s.at,
    })
    .onConflict('registrationId')
    .ignore()
    .returning('*')) as unknown as Refund | Refund[];
  const refund = Array.isArray(inserted) ? inserted[0] : inserted;
  if (!refund?.id) return null;
  await recordAudit(trx, {
    actorId: s.actorId,
    action: 'refund.owed',
    entityType: 'refund',
    entityId: refund.id,
    after: {
      registrationId: s.registration.id,
      tournamentId: s.tournament.id,
      amount: refund.amount,
      reason: s.reason,
    },
    at: s.at,
  });
  await notifyRefundOwed(deps, trx, refund, player);
  return refund;
}

/**
 * The tournament is ended or about to be deleted: every approved registration of a paid tournament is
 * owed its fee, and the commission base drops to zero (ended tournaments never complete, so no
 * commission is created for them). Call on the locked row, inside the ending transaction. Returns
 * how many refunds were owed.
 */
export async function oweRefundsForTournament(
  deps: NotifyDeps,
  trx: Executor,
  t: Tournament,
  reason: 'ended' | 'deleted' | 'cancelled',
  actorId: string | null,
  at: Date,
): Promise<number> {
  if (!isPaidTournament(t) || t.status === 'completed') return 0;
  const paid = await Registration.query(trx)
    .where({ tournamentId: t.id, paymentStatus: 'approved' })
    .withGraphFetched('player')
    .orderBy('approvedAt');
  let owed = 0;
  for (const registration of paid) {
    if (await oweRefund(deps, trx, { registration, tournament: t, reason, actorId, at })) owed += 1;
  }
  if (reason !== 'deleted')
    await Tournament.query(trx).patch({ totalCollected: '0.00', commissionDue: '0.00', updatedAt: at }).findById(t.id);
  return owed;
}

/** How many paid players a tournament has now (the end and delete dialogs say it). */
export async function paidPlayerCount(db: Executor, t: Tournament): Promise<number> {
  if (!isPaidTournament(t) || t.status === 'completed') return 0;
  return Registration.query(db).where({ tournamentId: t.id, paymentStatus: 'approved' }).resultSize();
}
