// Revoke and withdraw. The organizer revokes an approved registration before the start,
// with a reason: its fee leaves the totals, the player leaves the Lichess allow-list, the player is
// told (in-app, and by e-mail through the outbox unless switched off) and the change is audited, in
// one transaction. A player withdraws their own pending registration, or an approved one before the
// start (product.md §10). A paid registration that leaves (revoked, or withdrawn after approval) is
// owed its fee back: a refund in the same transaction (refunds/).
import { revokeRegistrationSchema } from '@chess-portal/contracts';
import { conflict, forbidden, notFound } from '@chess-portal/service-kit';
import { Registration, Tournament, type User } from '../../db/models';
import { recordAudit } from '../../audit/services/audit-service';
import { commissionPercent } from '../../commissions/services/tournament-commission';
import { commissionOf, subtractMoney } from '../../shared/money';
import type { LichessDeps } from '../../lichess/deps';
import { changeAllowList } from '../../lichess/queue/allow-list-queue';
import { notifyRegistrationDecision } from '../../notifications/services/registration-notices';
import { oweRefund } from '../../refunds/services/refund-ledger';
import type { ServiceDeps } from '../../service-deps';
import { parseForm } from '../../shared/http/parse-form';
import { isUuid } from '../../shared/http/is-uuid';
import { loadManagedTournament } from '../../tournaments/services/organizer-access';
import { assertMoneyOpen } from '../../tournaments/services/money-frozen';
import { registrationViews } from './organizer-registrations';
import { REGISTRATION_NOT_FOUND, registrationIn, type ReviewResult } from './registration-review-service';
import { publicRegistrationView } from './registration-views';

export const REVOKE_AFTER_START = 'An approved registration can only be revoked before the tournament starts';
export const NOT_YOUR_REGISTRATION = 'You can only withdraw your own registrations';

type RevokeDeps = LichessDeps & Partial<Pick<ServiceDeps, 'config'>>;

/** POST /organizer/tournaments/{id}/registrations/{regId}/revoke */
export async function revokeRegistration(
  deps: RevokeDeps,
  actor: User,
  tournamentId: string,
  regId: string,
  body: unknown,
): Promise<ReviewResult> {
  const at = deps.clock.now();
  const reg = await deps.db.transaction(async (trx) => {
    const t = await loadManagedTournament(trx, actor, tournamentId, { forUpdate: true });
    const { reason } = parseForm(revokeRegistrationSchema, body);
    assertMoneyOpen(t, 'registrations can no longer be revoked');
    const approved = await registrationIn(trx, t, regId, 'approved', 'revoked');
    const started = t.status === 'live' || (t.startTime !== null && at.getTime() >= t.startTime.getTime());
    if (started) throw conflict(REVOKE_AFTER_START);
    await Registration.query(trx)
      .patch({ paymentStatus: 'revoked', revokeReason: reason, revokedAt: at, approverId: actor.id })
      .findById(approved.id);
    const totalCollected = subtractMoney(t.totalCollected, t.entryFee);
    const commissionDue = commissionOf(totalCollected, await commissionPercent(trx));
    await Tournament.query(trx).patch({ totalCollected, commissionDue, updatedAt: at }).findById(t.id);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'registration.revoked',
      entityType: 'registration',
      entityId: approved.id,
      before: { paymentStatus: 'approved' },
      after: { paymentStatus: 'revoked', reason, totalCollected },
      at,
    });
    const name = approved.player?.lichessUsername;
    if (name) await changeAllowList(deps, trx, t, { remove: [name] });
    await oweRefund(deps, trx, { registration: approved, tournament: t, reason: 'revoked', actorId: actor.id, at });
    await notifyRegistrationDecision(deps, trx, 'revoked', {
      registrationId: approved.id,
      player: approved.player!,
      tournament: t,
      reason,
    });
    return Registration.query(trx).findById(approved.id).withGraphFetched('player').throwIfNotFound();
  });
  const [registration] = await registrationViews(deps.db, [reg]);
  return { success: true, message: 'Registration revoked; the player was notified', warnings: [], registration };
}

export const WITHDRAW_AFTER_START = 'An approved registration can only be withdrawn before the tournament starts';

/**
 * POST /player/registrations/{regId}/withdraw: the acting player's own pending registration, or an
 * approved one before the start (its fee leaves the totals, the player leaves the Lichess allow-list,
 * and a paid one is owed a refund).
 */
export async function withdrawRegistration(deps: LichessDeps, player: User, regId: string) {
  const at = deps.clock.now();
  const reg = await deps.db.transaction(async (trx) => {
    const found = isUuid(regId) ? await Registration.query(trx).findById(regId) : undefined;
    if (!found) throw notFound(REGISTRATION_NOT_FOUND);
    if (found.playerId !== player.id) throw forbidden(NOT_YOUR_REGISTRATION);
    // the tournament first, then the registration: the order every approval locks them in
    const t = await Tournament.query(trx).findById(found.tournamentId).forUpdate().throwIfNotFound();
    const locked = await Registration.query(trx).findById(found.id).forUpdate().throwIfNotFound();
    const before = locked.paymentStatus;
    if (before !== 'pending' && before !== 'approved')
      throw conflict(`Only pending or approved registrations can be withdrawn (this one is ${before})`);
    if (before === 'approved') {
      assertMoneyOpen(t, 'registrations can no longer be withdrawn');
      const started = t.status === 'live' || (t.startTime !== null && at.getTime() >= t.startTime.getTime());
      if (started) throw conflict(WITHDRAW_AFTER_START);
    }
    await Registration.query(trx).patch({ paymentStatus: 'withdrawn', withdrawnAt: at }).findById(locked.id);
    let totalCollected = t.totalCollected;
    if (before === 'approved') {
      totalCollected = subtractMoney(t.totalCollected, t.entryFee);
      const commissionDue = commissionOf(totalCollected, await commissionPercent(trx));
      await Tournament.query(trx).patch({ totalCollected, commissionDue, updatedAt: at }).findById(t.id);
      if (player.lichessUsername) await changeAllowList(deps, trx, t, { remove: [player.lichessUsername] });
      await oweRefund(deps, trx, {
        registration: Object.assign(locked, { player }),
        tournament: t,
        reason: 'withdrawn',
        actorId: player.id,
        at,
      });
    }
    await recordAudit(trx, {
      actorId: player.id,
      action: 'registration.withdrawn',
      entityType: 'registration',
      entityId: locked.id,
      before: { paymentStatus: before },
      after: { paymentStatus: 'withdrawn', ...(before === 'approved' ? { totalCollected } : {}) },
      at,
    });
    return Registration.query(trx).findById(locked.id).throwIfNotFound();
  });
  return {
    message: 'Registration withdrawn',
    registration: publicRegistrationView(Object.assign(reg, { playerName: player.username }), player.id),
  };
}
