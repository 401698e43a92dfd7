// End and Delete with the confirmations of product.md §2 (Organizer list) and the result toasts of §8.
import type { OrganizerTournament } from '@chess-portal/contracts';
import { errorMessage, toast, ConfirmButton, useHereOnly } from '@chess-portal/portal-kit';
import { useDeleteTournament } from '../api/delete-tournament';
import { useEndTournament } from '../api/end-tournament';

type Props = { tournament: Pick<OrganizerTournament, 'id' | 'name' | 'lichessUrl'>; onDeleted?: () => void };

const lichessWarning = (t: Props['tournament']) =>
  t.lichessUrl ? ' This tournament is on Lichess: it will be terminated there too.' : '';

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
      toast.success('Tournament Ended', { description: outcome });
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
        description={`Ending "${t.name}" hides it from players but keeps its data.${lichessWarning(t)}`}
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
      toast.success('Tournament Deleted', { description: outcome });
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
        description={`Deleting "${t.name}" is permanent: the tournament and its registrations cannot be recovered.${lichessWarning(t)}`}
        confirmLabel="Delete Permanently"
        onConfirm={() => run()}
      />
      {hereOnly.dialog}
    </>
  );
}
