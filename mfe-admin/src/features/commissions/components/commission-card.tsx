import type { AdminCommission, CommissionStatus } from '@chess-portal/contracts';
import {
  Badge,
  type BadgeVariant,
  Card,
  CardHeader,
  CardTitle,
  Fact,
  FactList,
  formatDate,
  formatDateTime,
  formatInr,
} from '@chess-portal/portal-kit';
import styled from 'styled-components';
import { ConfirmOverdueForm, ConfirmPaymentButton } from './confirm-payment';

const statusVariant: Record<CommissionStatus, BadgeVariant> = {
  pending: 'warning',
  confirmed: 'success',
  overdue: 'destructive',
};

const Amount = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const Footer = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function Action({ commission: c }: { commission: AdminCommission }) {
  if (c.status === 'confirmed') return <p>Confirmed on {formatDateTime(c.confirmedAt)}</p>;
  if (c.status === 'overdue') return <ConfirmOverdueForm commission={c} />;
  if (c.organizerTransactionId) return <ConfirmPaymentButton commission={c} />;
  return <p>Waiting for the organizer to submit the transaction ID.</p>;
}

/** One commission: amount, due date, organizer UPI, transaction id, and what the admin can do. */
export function CommissionCard({ commission: c }: { commission: AdminCommission }) {
  const titleId = `commission-${c.id}`;
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{c.tournament.name}</CardTitle>
        <Badge variant={statusVariant[c.status]} style={{ textTransform: 'capitalize' }}>
          {c.status}
        </Badge>
      </CardHeader>
      <Amount aria-label="Amount">{formatInr(c.commissionAmount)}</Amount>
      <FactList>
        <Fact label="Organizer">{`${c.organizer.username}${c.organizer.isActive ? '' : ' (deactivated)'}`}</Fact>
        <Fact label="Due date">{formatDate(c.dueDate, 'Not set')}</Fact>
        <Fact label="Organizer UPI">{c.organizer.upiId ?? 'N/A'}</Fact>
        <Fact label="Transaction ID">{c.organizerTransactionId ?? 'Not submitted'}</Fact>
      </FactList>
      <Footer>
        <Action commission={c} />
      </Footer>
    </Card>
  );
}
