// End and Delete with the confirmations of product.md §2 (Organizer list) and the result toasts of §8.
import type { OrganizerTournament } from '@chess-portal/contracts';
import { errorMessage, formatInr, toast, ConfirmButton, useHereOnly } from '@chess-portal/portal-kit';
import { useDeleteTournament } from '../api/delete-tournament';
import { useEndTournament } from '../api/end-tournament';

type Props = {
  tournament: Pick<
    OrganizerTournament,
    'id' | 'name' | 'lichessUrl' | 'entryFee' | 'totalCollected' | 'status' | 'commissionDue' | 'commissionStatus'
  >;
  onDeleted?: () => void;
};

const toPaise = (amount: string) => {
  const [whole, frac = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(frac.padEnd(2, '0').slice(0, 2));
};

/**
 * The paid players a tournament has now: its collected fees over the entry fee (every approval adds one
 * fee, a revoke or withdrawal takes it out, and the fee cannot change once someone is approved).
 * A completed tournament is not refunded.
 */
export function paidPlayerCount(t: Pick<OrganizerTournament, 'entryFee' | 'totalCollected' | 'status'>): number {
  const fee = toPaise(t.entryFee);
  if (fee <= 0n || t.status === 'completed') return 0;
  return Number(toPaise(t.totalCollected) / fee);
}

/** ' It has 2 paid players: a refund of ₹150 each will be owed to them (Money, Refunds due).' */
export function refundWarning(t: Props['tournament']): string {
  const paid = paidPlayerCount(t);
  if (paid === 0) return '';
  const who = paid === 1 ? '1 paid player' : `${paid} paid players`;
  return ` It has ${who}: a refund of ${formatInr(t.entryFee)} each will be owed to them (see Money, Refunds due).`;
}

/**
 * What happens on Lichess: a tournament still running there is terminated; a completed or ended one is left
 * alone there (core terminates only those still running, tournament-lifecycle-service.ts).
 */
export function lichessWarning(t: Props['tournament']): string {
  if (!t.lichessUrl) return '';
  if (t.status === 'completed')
    return ' It has finished on Lichess, so nothing changes there: its Lichess page and results stay.';
  if (t.status === 'cancelled') return ' It was already ended on Lichess, so nothing changes there.';
  return ' This tournament is on Lichess: it will be terminated there too.';
}

/**
 * What Delete removes here: a completed tournament takes its results along, and core deletes it only once its
 * commission is confirmed (UNPAID_COMMISSION).
 */
const deleteConsequence = (t: Props['tournament']) => {
  if (t.status !== 'completed')
    return `Deleting "${t.name}" is permanent: the tournament and its registrations cannot be recovered.`;
  const unpaid =
    Number(t.commissionDue) > 0 && t.commissionStatus !== 'confirmed'
      ? ` Its commission of ${formatInr(t.commissionDue)} must be paid and confirmed first.`
      : '';
  return `Deleting "${t.name}" is permanent: the tournament, its registrations and its results are removed from the portal and cannot be recovered.${unpaid}`;
};

/** The server's sentence about refunds now owed, if its answer has one. */
const refundNote = (message: string) => {
  const at = message.indexOf(' Refunds are owed');
  return at >= 0 ? message.slice(at) : '';
};

const HERE_ONLY_NOTE = 'It stays on Lichess, where you can no longer manage it from here.';

/** End: hides the tournament from players, keeps its data (shown while it is open or taking registrations). */
export function EndButton({ tournament: t }: Props) {
  const end = useEndTournament();
  const hereOnly = useHereOnly({
    title: 'End it here only?',
    consequence: `Ending it here only hides it from players here. ${HERE_ONLY_NOTE}`,
    confirmLabel: 'End it here only',
  });
  const run = async (here = false) => {
    try {
      const res = await end.mutateAsync({ id: t.id, hereOnly: here });
      const outcome = here
        ? 'It was ended here only.'
        : res.details.hadLichessIntegration
          ? res.details.lichessTerminated
            ? 'It was terminated on Lichess too.'
            : 'It was no longer on Lichess.'
          : 'It is now hidden from players.';
      toast.success('Tournament Ended', { description: `${outcome}${refundNote(res.message)}` });
    } catch (error) {
      if (!here && hereOnly.offer(error, () => run(true))) return;
      toast.error('End Tournament Failed', { description: errorMessage(error, 'Failed to end tournament') });
    }
  };
  return (
    <>
      <ConfirmButton
        label="End"
        triggerLabel={`End ${t.name}`}
        title="End this tournament?"
        description={`Ending "${t.name}" hides it from players but keeps its data.${lichessWarning(t)}${refundWarning(t)}`}
        confirmLabel="End Tournament"
        onConfirm={() => run()}
      />
      {hereOnly.dialog}
    </>
  );
}

/** Delete: permanent (also deleted on Lichess when it is there). */
export function DeleteButton({ tournament: t, onDeleted }: Props) {
  const remove = useDeleteTournament();
  const hereOnly = useHereOnly({
    title: 'Delete it here only?',
    consequence: `Deleting it here only removes it and its registrations permanently. ${HERE_ONLY_NOTE}`,
    confirmLabel: 'Delete it here only',
  });
  const run = async (here = false) => {
    try {
      const res = await remove.mutateAsync({ id: t.id, hereOnly: here });
      const outcome = here
        ? 'It was deleted here only.'
        : res.details.hadLichessIntegration
          ? res.details.lichessDeleted
            ? 'It was removed from Lichess too.'
            : 'It was no longer on Lichess.'
          : 'It has been removed permanently.';
      toast.success('Tournament Deleted', { description: `${outcome}${refundNote(res.message)}` });
      onDeleted?.();
    } catch (error) {
      if (!here && hereOnly.offer(error, () => run(true))) return;
      toast.error('Delete Failed', { description: errorMessage(error, 'Failed to delete tournament') });
    }
  };
  return (
    <>
      <ConfirmButton
        label="Delete"
        triggerLabel={`Delete ${t.name}`}
        variant="destructive"
        title="Delete this tournament?"
        description={`${deleteConsequence(t)}${lichessWarning(t)}${refundWarning(t)}`}
        confirmLabel="Delete Permanently"
        onConfirm={() => run()}
      />
      {hereOnly.dialog}
    </>
  );
}
