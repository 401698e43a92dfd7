// A registration's transaction id with what the organizer should know about it: the same
// id used in another tournament or for a commission payment, and a shape that is not a UPI reference.
import type { OrganizerRegistration, TransactionIdMatch } from '@chess-portal/contracts';
import { formatDate } from '@chess-portal/portal-kit';
import styled from 'styled-components';

// one block, so that on a phone card (label and value side by side) the notes stay under the id
const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Id = styled.span`
  white-space: nowrap;
`;

export const Note = styled.div<{ $tone: 'danger' | 'warning' }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.warning)};
  white-space: normal;
`;

/** "Same transaction ID as Sunday Swiss (registration, 1 Mar 2026)" */
export function describeMatch(m: TransactionIdMatch): string {
  const kind = {
    registration: 'registration',
    commission: 'commission payment',
    payout: 'prize payout',
    refund: 'refund',
  }[m.kind];
  return `Same transaction ID as ${m.tournamentName} (${kind}, ${formatDate(m.at, 'no date')})`;
}

export const isFlagged = (r: OrganizerRegistration) => r.transactionIdMatches.length > 0;

export function TransactionIdCell({ registration: r }: { registration: OrganizerRegistration }) {
  return (
    <Stack>
      <Id>{r.paymentId ?? 'N/A'}</Id>
      {r.transactionIdMatches.map((m) => (
        <Note key={`${m.kind}-${m.id}`} $tone="danger" role="note">
          {describeMatch(m)}
        </Note>
      ))}
      {r.transactionIdWarning && (
        <Note $tone="warning" role="note">
          {r.transactionIdWarning}
        </Note>
      )}
    </Stack>
  );
}
