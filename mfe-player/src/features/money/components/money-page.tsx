// /me/money (product.md §10): the player's refunds ("Refund of ₹150 pending", then "sent, UTR …") and
// prizes ("Prize ₹X sent, UTR …"); a player owed money without a UPI id is asked to add one.
import type { Payout, Refund } from '@chess-portal/contracts';
import {
  Alert,
  Badge,
  ButtonLink,
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  LoadingBlock,
  PageHeader,
  errorMessage,
  formatDateTime,
  formatInr,
} from '@chess-portal/portal-kit';
import styled from 'styled-components';
import { useMyMoney } from '../api/get-money';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: 0;
  list-style: none;
`;
const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

/** 'Refund of ₹150 pending' / 'Refund of ₹150 sent, UTR 412345678901' */
export const refundLine = (r: Pick<Refund, 'amount' | 'status' | 'utr'>) =>
  r.status === 'sent'
    ? `Refund of ${formatInr(r.amount)} sent, UTR ${r.utr}`
    : `Refund of ${formatInr(r.amount)} pending`;

/** 'Prize ₹500 pending' / 'Prize ₹500 sent, UTR 412345678901' */
export const prizeLine = (p: Pick<Payout, 'amount' | 'status' | 'utr'>) =>
  p.status === 'sent' ? `Prize ${formatInr(p.amount)} sent, UTR ${p.utr}` : `Prize ${formatInr(p.amount)} pending`;

function MoneyItem({ title, line, sent, detail }: { title: string; line: string; sent: boolean; detail: string }) {
  return (
    <li>
      <Card>
        <CardHeader>
          <div>
            <CardTitle>{title}</CardTitle>
            <CardDescription>{detail}</CardDescription>
          </div>
          <Badge variant={sent ? 'success' : 'warning'}>{sent ? 'sent' : 'pending'}</Badge>
        </CardHeader>
        <p>{line}</p>
      </Card>
    </li>
  );
}

export function MoneyPage() {
  const query = useMyMoney();
  return (
    <>
      <PageHeader title="My refunds and prizes" subtitle="Money organizers owe you, and what they have sent" />
      {query.isPending ? (
        <LoadingBlock label="Loading your refunds and prizes..." />
      ) : query.isError ? (
        <Alert variant="destructive" title="Could not load your refunds and prizes">
          {errorMessage(query.error, 'Please try again in a moment.')}
        </Alert>
      ) : (
        <Sections>
          {!query.data.upiId && [...query.data.refunds, ...query.data.prizes].some((m) => m.status === 'owed') && (
            <Alert variant="warning" title="Add your UPI id">
              An organizer owes you money but you have no UPI id yet.{' '}
              <ButtonLink to="/me">Add it on your profile</ButtonLink>
            </Alert>
          )}
          <section aria-labelledby="my-prizes">
            <h2 id="my-prizes">Prizes</h2>
            {query.data.prizes.length === 0 ? (
              <EmptyState title="No prizes yet" description="Prizes you win appear here with their payment." />
            ) : (
              <List>
                {query.data.prizes.map((p) => (
                  <MoneyItem
                    key={p.id}
                    title={p.tournamentName}
                    line={prizeLine(p)}
                    sent={p.status === 'sent'}
                    detail={`#${p.rank}${p.sentAt ? ` · sent ${formatDateTime(p.sentAt)}` : ''}`}
                  />
                ))}
              </List>
            )}
          </section>
          <section aria-labelledby="my-refunds">
            <h2 id="my-refunds">Refunds</h2>
            {query.data.refunds.length === 0 ? (
              <EmptyState title="No refunds" description="Entry fees owed back to you appear here." />
            ) : (
              <List>
                {query.data.refunds.map((r) => (
                  <MoneyItem
                    key={r.id}
                    title={r.tournamentName}
                    line={refundLine(r)}
                    sent={r.status === 'sent'}
                    detail={r.sentAt ? `sent ${formatDateTime(r.sentAt)}` : `owed since ${formatDateTime(r.createdAt)}`}
                  />
                ))}
              </List>
            )}
          </section>
        </Sections>
      )}
    </>
  );
}
