// A registration's transaction id with what the organizer should know about it: the same
// id used in another tournament or for a commission payment, and a shape that is not a UPI reference.
import { sameTransactionIdAs, type OrganizerRegistration, type TransactionIdMatch } from '@chess-portal/contracts';
import { formatDate, formatInr } from '@chess-portal/portal-kit';
import styled from 'styled-components';

/** A cell's value with its notes under it, as one block (on a phone card the label and value sit side by side). */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Id = styled.span`
  white-space: nowrap;
`;

const Fee = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
`;

export const Note = styled.div<{ $tone: 'danger' | 'warning' }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.warning)};
  white-space: normal;
`;

/**
 * "Same transaction ID as QueenGambit's registration for Sunday Swiss (1 Mar 2026): a different player": who used
 * it, and whether it is the registering player (`r`) themselves.
 */
export function describeMatch(m: TransactionIdMatch, r: Pick<OrganizerRegistration, 'player'>): string {
  return sameTransactionIdAs(m, r.player.username, m.at ? formatDate(m.at) : null);
}

export const isFlagged = (r: OrganizerRegistration) => r.transactionIdMatches.length > 0;

/** What the registration's fee is to the organizer checking the payment: due while it waits for review. */
export function feeText(r: OrganizerRegistration, entryFee: string): string | null {
  if (!(Number(entryFee) > 0)) return null;
  return r.paymentStatus === 'pending' ? `Fee due ${formatInr(entryFee)}` : `Fee ${formatInr(entryFee)}`;
}

/** `entryFee`: the tournament's fee, shown under the id so the amount can be checked against the UPI app. */
export function TransactionIdCell({
  registration: r,
  entryFee,
}: {
  registration: OrganizerRegistration;
  entryFee?: string;
}) {
  const fee = entryFee === undefined ? null : feeText(r, entryFee);
  return (
    <Stack>
      <Id>{r.paymentId ?? 'N/A'}</Id>
      {fee && <Fee>{fee}</Fee>}
      {r.transactionIdMatches.map((m) => (
        <Note key={`${m.kind}-${m.id}`} $tone="danger" role="note">
          {describeMatch(m, r)}
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
