// What a player is told about a refund: owed (when the organizer's action makes it due) and sent.
import type { Executor } from '../../db/knex';
import { notify, type NotifyDeps } from '../../notifications/services/notify';
import { formatRupees } from '../../shared/money';

const WHY: Record<string, string> = {
  revoked: 'the organizer revoked your registration',
  withdrawn: 'you withdrew your registration',
  rejected: 'the organizer rejected your registration',
  ended: 'the organizer ended the tournament',
  cancelled: 'the tournament was cancelled',
  deleted: 'the organizer deleted the tournament',
};

export async function notifyRefundOwed(
  deps: NotifyDeps,
  db: Executor,
  r: { id: string; amount: string; tournamentName: string; reason: string; playerUpiId: string | null },
  player: { id: string; email: string },
) {
  const upi = r.playerUpiId
    ? `It will be sent to your UPI id ${r.playerUpiId}.`
    : 'Add your UPI id on your profile so the organizer can send it.';
  await notify(deps, db, {
    user: player,
    kind: 'refund.owed',
    title: `Refund of ${formatRupees(r.amount)} pending: ${r.tournamentName}`,
    body: `Your entry fee of ${formatRupees(r.amount)} for ${r.tournamentName} will be refunded, because ${WHY[r.reason] ?? 'of a change'}. ${upi}`,
    link: '/me/money',
    dedupeKey: `refund.owed:${r.id}`,
  });
}

export async function notifyRefundSent(
  deps: NotifyDeps,
  db: Executor,
  r: { id: string; amount: string; tournamentName: string; utr: string },
  player: { id: string; email: string },
) {
  await notify(deps, db, {
    user: player,
    kind: 'refund.sent',
    title: `Refund of ${formatRupees(r.amount)} sent: ${r.tournamentName}`,
    body: `The organizer sent your refund of ${formatRupees(r.amount)} for ${r.tournamentName}, UTR ${r.utr}. Check it against your bank or UPI app.`,
    link: '/me/money',
    dedupeKey: `refund.sent:${r.id}`,
  });
}
