// A registration's actions, the same wherever its row appears (Pending Registrations and All Registrations,
// so a transaction id found by the search can be approved there): Approve and Reject while it is pending, Revoke once it is approved (while product.md allows a revoke).
import { revokeOffered, type OrganizerRegistration, type OrganizerTournament } from '@chess-portal/contracts';
import { Button } from '@chess-portal/portal-kit';
import styled from 'styled-components';
import { ApproveButton, type PendingProps } from '../../../components/registration-tables';
import { RevokeButton } from './revoke-dialog';

// the buttons stay items of the table's action box; the attribute lets focus move on to this row (use-review)
const Group = styled.span`
  display: contents;
`;

export type RowActionsProps = {
  tournament: OrganizerTournament;
  registration: OrganizerRegistration;
  /** a review of this row (or a bulk review) is under way */
  busy: boolean;
  onReview: PendingProps['onReview'];
};

export function RowActions({ tournament: t, registration: r, busy, onReview }: RowActionsProps) {
  if (r.paymentStatus === 'pending')
    return (
      <Group data-registration-actions={r.id}>
        <ApproveButton registration={r} busy={busy} onReview={onReview} />
        <Button
          size="sm"
          variant="outline"
          onClick={() => void onReview('reject', r)}
          disabled={busy}
          aria-label={`Reject ${r.playerName}`}
        >
          Reject
        </Button>
      </Group>
    );
  if (r.paymentStatus === 'approved' && revokeOffered(t, new Date()))
    return (
      <Group data-registration-actions={r.id}>
        <RevokeButton tournamentId={t.id} registration={r} />
      </Group>
    );
  return null;
}
