import type { OrganizerTournament } from '@chess-portal/contracts';
import {
  Badge,
  errorMessage,
  formatDateTime,
  toast,
  type BadgeVariant,
  ConfirmButton,
  useHereOnly,
} from '@chess-portal/portal-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useDeleteTournament } from '../api/delete-organizer-tournament';
import { useEndTournament } from '../api/end-organizer-tournament';

/** product.md §2 organizer cards: 'default' for live, 'secondary' for open, 'outline' otherwise. */
export function organizerBadgeVariant(status: OrganizerTournament['status']): BadgeVariant {
  if (status === 'live') return 'default';
  if (status === 'open') return 'secondary';
  return 'outline';
}

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} 0;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Name = styled.div`
  min-width: 0;
  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const LICHESS_NOTE = 'A tournament live on Lichess is terminated there too.';
const HERE_ONLY_NOTE = 'It stays on Lichess, where you can no longer manage it from here.';

function outcome(done: boolean | undefined, had: boolean | undefined, what: string) {
  if (!had) return undefined;
  return done ? `It was ${what} on Lichess too.` : `It could not be ${what} on Lichess.`;
}

export function OrganizerTournamentRow({ tournament: t }: { tournament: OrganizerTournament }) {
  const end = useEndTournament();
  const remove = useDeleteTournament();
  const hereOnlyEnd = useHereOnly({
    title: 'End it here only?',
    consequence: `Ending it here only hides it from players here. ${HERE_ONLY_NOTE}`,
    confirmLabel: 'End it here only',
  });
  const hereOnlyDelete = useHereOnly({
    title: 'Delete it here only?',
    consequence: `Deleting it here only removes it and its registrations permanently. ${HERE_ONLY_NOTE}`,
    confirmLabel: 'Delete it here only',
  });
  const onEnd = async (hereOnly = false) => {
    try {
      const a = await end.mutateAsync({ id: t.id, hereOnly });
      toast.success('Tournament Ended', {
        description: hereOnly
          ? 'It was ended here only.'
          : outcome(a?.details?.lichessTerminated, a?.details?.hadLichessIntegration, 'terminated'),
      });
    } catch (e) {
      if (!hereOnly && hereOnlyEnd.offer(e, () => onEnd(true))) return;
      toast.error('End Tournament Failed', { description: errorMessage(e, 'Failed to end tournament') });
    }
  };
  const onDelete = async (hereOnly = false) => {
    try {
      const a = await remove.mutateAsync({ id: t.id, hereOnly });
      toast.success('Tournament Deleted', {
        description: hereOnly
          ? 'It was deleted here only.'
          : outcome(a?.details?.lichessDeleted, a?.details?.hadLichessIntegration, 'deleted'),
      });
    } catch (e) {
      if (!hereOnly && hereOnlyDelete.offer(e, () => onDelete(true))) return;
      toast.error('Delete Failed', { description: errorMessage(e, 'Failed to delete tournament') });
    }
  };
  return (
    <Row>
      <Name>
        <Link to={`/organizer/tournaments/${t.id}`}>{t.name}</Link>
        <p>{formatDateTime(t.startTime)}</p>
      </Name>
      <Actions>
        <Badge variant={organizerBadgeVariant(t.status)}>{t.status}</Badge>
        {t.status === 'live' && (
          <ConfirmButton
            label="End"
            triggerLabel={`End ${t.name}`}
            title="End tournament?"
            confirmLabel="End Tournament"
            onConfirm={() => onEnd()}
            description={`Ending hides "${t.name}" from players but keeps its data. ${LICHESS_NOTE}`}
          />
        )}
        <ConfirmButton
          label="Delete"
          triggerLabel={`Delete ${t.name}`}
          title="Delete tournament?"
          confirmLabel="Delete"
          variant="ghost"
          onConfirm={() => onDelete()}
          description={`Deleting "${t.name}" is permanent and cannot be undone. ${LICHESS_NOTE}`}
        />
        {hereOnlyEnd.dialog}
        {hereOnlyDelete.dialog}
      </Actions>
    </Row>
  );
}
