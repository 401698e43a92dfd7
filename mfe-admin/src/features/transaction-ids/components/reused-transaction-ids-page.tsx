// /admin/transaction-ids: every UPI transaction id used by more than one registration or
// commission payment across the platform, with each use (tournament, who, when, status).
import {
  Alert,
  Badge,
  Card,
  CardHeader,
  CardTitle,
  EmptyState,
  errorMessage,
  formatDateTime,
  LoadingBlock,
  PageHeader,
} from '@chess-portal/portal-kit';
import styled from 'styled-components';
import { useReusedTransactionIds } from '../api/get-reused-transaction-ids';

const USE_KIND_LABEL = {
  registration: 'Registration',
  commission: 'Commission payment',
  payout: 'Prize payout',
  refund: 'Refund',
} as const;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export function ReusedTransactionIdsPage() {
  const query = useReusedTransactionIds();
  return (
    <>
      <PageHeader
        title="Reused transaction IDs"
        subtitle="The same UPI transaction ID on more than one registration or commission payment"
      />
      {query.isPending ? (
        <LoadingBlock label="Loading transaction IDs..." />
      ) : query.isError ? (
        <Alert variant="destructive" title="Could not load transaction IDs">
          {errorMessage(query.error, 'Please try again in a moment.')}
        </Alert>
      ) : query.data.reused.length === 0 ? (
        <EmptyState level={2} title="No reused transaction IDs" />
      ) : (
        <Stack>
          {query.data.reused.map((group) => (
            <Card key={group.transactionId} aria-labelledby={`tid-${group.transactionId}`}>
              <CardHeader>
                <CardTitle id={`tid-${group.transactionId}`} as="h2">
                  {group.transactionId}
                </CardTitle>
                <Badge variant="destructive">{group.uses.length} uses</Badge>
              </CardHeader>
              <List aria-label={`Uses of ${group.transactionId}`}>
                {group.uses.map((use) => (
                  <li key={`${use.kind}-${use.id}`}>
                    {USE_KIND_LABEL[use.kind]} · {use.tournamentName} · {use.username} ·{' '}
                    {formatDateTime(use.at, 'no date')} · {use.status}
                  </li>
                ))}
              </List>
            </Card>
          ))}
        </Stack>
      )}
    </>
  );
}
