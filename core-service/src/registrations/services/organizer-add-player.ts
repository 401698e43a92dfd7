// Legacy add-player on a paid Swiss: the name no longer goes on the allow-list alone, which
// kept the fee out of the commission base. The organizer gives the player's transaction id and an
// approved registration is created for the portal player with that Lichess name, so the fee counts
// in totalCollected and the commission; the allow-list follows, as on an approval. Audited.
import { transactionId, TRANSACTION_ID_REQUIRED_FOR_PAID } from '@chess-portal/contracts';
import { badRequest, conflict } from '@chess-portal/service-kit';
import { z } from 'zod';
import { INACTIVE_PAYMENT_STATUSES, Registration, Tournament, User } from '../../db/models';
import { recordAudit } from '../../audit/services/audit-service';
import { commissionPercent } from '../../commissions/services/tournament-commission';
import { addMoney, commissionOf } from '../../shared/money';
import type { LichessDeps } from '../../lichess/deps';
import { changeAllowList } from '../../lichess/queue/allow-list-queue';
import { parseForm } from '../../shared/http/parse-form';
import { assertMoneyOpen } from '../../tournaments/services/money-frozen';
import { assertUnusedInTournament } from './transaction-ids';

const bodySchema = z.object({ transactionId: transactionId(TRANSACTION_ID_REQUIRED_FOR_PAID) });

export const noPortalPlayer = (name: string) =>
  `No portal player has the Lichess name "${name}": on a paid tournament only registered players can be added, so their fee counts towards the commission.`;

export async function addApprovedPlayer(
  deps: LichessDeps,
  actor: User,
  tournament: Tournament,
  lichessName: string,
  givenTransactionId: string | null | undefined,
) {
  const { transactionId: paymentId } = parseForm(bodySchema, { transactionId: givenTransactionId ?? '' });
  const player = await User.query(deps.db).whereRaw('lower(lichess_username) = ?', [lichessName.toLowerCase()]).first();
  if (!player) throw badRequest(noPortalPlayer(lichessName));
  const at = deps.clock.now();
  const allowList = await deps.db.transaction(async (trx) => {
    const t = await Tournament.query(trx).findById(tournament.id).forUpdate().throwIfNotFound();
    assertMoneyOpen(t, 'players can no longer be added');
    const existing = await Registration.query(trx)
      .where({ tournamentId: t.id, playerId: player.id })
      .whereNotIn('paymentStatus', INACTIVE_PAYMENT_STATUSES)
      .first();
    if (existing?.paymentStatus === 'approved')
      throw conflict(`${lichessName} is already approved for this tournament.`);
    if (existing) throw conflict(`${lichessName} has a pending registration: approve it in the registrations list.`);
    await assertUnusedInTournament(trx, t.id, paymentId);
    const reg = await Registration.query(trx).insert({
      tournamentId: t.id,
      playerId: player.id,
      paymentId,
      paymentStatus: 'approved',
      approvedAt: at,
      approverId: actor.id,
      teamVerified: player.teamVerified,
      registeredAt: at,
    });
    const totalCollected = addMoney(t.totalCollected, t.entryFee);
    const commissionDue = commissionOf(totalCollected, await commissionPercent(trx));
    await Tournament.query(trx).patch({ totalCollected, commissionDue, updatedAt: at }).findById(t.id);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'registration.added_by_organizer',
      entityType: 'registration',
      entityId: reg.id,
      before: null,
      after: { paymentStatus: 'approved', paymentId, totalCollected },
      at,
    });
    return changeAllowList(deps, trx, t, { add: [lichessName] });
  });
  return {
    success: true,
    message: `${lichessName} is registered as approved (their fee counts in the commission) and can now join the tournament on Lichess.`,
    allowList: allowList ?? [],
  };
}
