// product.md §2 organizer detail actions: Push to Lichess (or a disabled 'Already on Lichess'), Close unless
// completed, and the link to Manage Registrations.
import type { OrganizerTournamentDetail } from '@chess-portal/contracts';
import { Button, ButtonLink, errorMessage, toast, ConfirmButton, useHereOnly } from '@chess-portal/portal-kit';
import { useCloseTournament } from '../api/close-tournament';
import { usePushTournament } from '../api/push-tournament';

export function DetailActions({ detail }: { detail: OrganizerTournamentDetail }) {
  const t = detail.tournament;
  const push = usePushTournament();
  const close = useCloseTournament();
  const runPush = async () => {
    try {
      const res = await push.mutateAsync(t.id);
      toast.success('Pushed to Lichess', { description: [res.message, ...res.notes].join(' ') });
    } catch (error) {
      toast.error('Failed to push to Lichess', { description: errorMessage(error, 'Please try again.') });
    }
  };
  const hereOnly = useHereOnly({
    title: 'Close it here only?',
    consequence:
      'Closing it here only marks it completed here, with its commission due in 5 days. It stays on Lichess, where you can no longer manage it from here.',
    confirmLabel: 'Close it here only',
  });
  const runClose = async (here = false) => {
    try {
      const res = await close.mutateAsync({ id: t.id, hereOnly: here });
      toast.success('Tournament closed successfully', { description: `Commission due: ₹${res.commissionDue}` });
    } catch (error) {
      if (!here && hereOnly.offer(error, () => runClose(true))) return;
      toast.error('Failed to close tournament', { description: errorMessage(error, 'Please try again.') });
    }
  };
  return (
    <>
      {detail.canPushToLichess ? (
        <Button onClick={() => void runPush()} loading={push.isPending}>
          Push to Lichess
        </Button>
      ) : (
        <Button disabled>Already on Lichess</Button>
      )}
      {t.status !== 'completed' && (
        <ConfirmButton
          label="Close"
          triggerLabel={`Close ${t.name}`}
          size="md"
          title="Close this tournament?"
          description="Closing marks the tournament completed. The platform commission on its entry fees becomes due in 5 days."
          confirmLabel="Close Tournament"
          onConfirm={() => runClose()}
        />
      )}
      {hereOnly.dialog}
      <ButtonLink to={`/organizer/tournaments/${t.id}/registrations`} variant="outline">
        Manage Registrations
      </ButtonLink>
    </>
  );
}
