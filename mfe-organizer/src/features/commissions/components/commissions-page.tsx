// The organizer's platform commissions: per completed tournament the amount, due date and status; to
// pay, the admin's UPI id as a QR code for the exact amount, the UPI id and the amount to copy, and the
// upi:// link (some apps refuse it); then the transaction id form. Without the admin's UPI id there is
// nothing to pay into, and no deadline runs (product.md §9).
import {
  COMMISSION_UPI_UNAVAILABLE,
  COMMISSION_UPI_UNAVAILABLE_TITLE,
  UPI_LINK_NOTE,
  type OrganizerCommission,
} from '@chess-portal/contracts';
import {
  Alert,
  Badge,
  CopyButton,
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  LoadingBlock,
  PageHeader,
  errorMessage,
  formatDate,
  formatDateTime,
  formatInr,
  type BadgeVariant,
} from '@chess-portal/portal-kit';
import { QRCodeSVG } from 'qrcode.react';
import styled from 'styled-components';
import { useCommissions } from '../api/get-commissions';
import { PayCommissionForm } from './pay-commission-form';

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;
const Pay = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  align-items: center;
  svg {
    background: #fff;
    padding: 6px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[2]} 0;
`;
const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const STATUS: Record<OrganizerCommission['status'], BadgeVariant> = {
  pending: 'warning',
  overdue: 'destructive',
  confirmed: 'success',
};

export function upiPayLink(upi: string, c: OrganizerCommission): string {
  const params = new URLSearchParams({
    pa: upi,
    pn: 'Chess School Arena',
    am: c.commissionAmount,
    cu: 'INR',
    tn: `Commission: ${c.tournamentName}`.slice(0, 80),
  });
  return `upi://pay?${params.toString().replace(/\+/g, '%20')}`;
}

function CommissionCard({ commission: c, adminUpi }: { commission: OrganizerCommission; adminUpi: string | null }) {
  const open = c.status !== 'confirmed';
  return (
    <Card aria-labelledby={`commission-${c.id}`}>
      <CardHeader>
        <div>
          <CardTitle id={`commission-${c.id}`} as="h2">
            {c.tournamentName}
          </CardTitle>
          <CardDescription>
            {formatInr(c.commissionAmount)} ·{' '}
            {open && !adminUpi ? 'no deadline until the platform sets its UPI ID' : `due ${formatDate(c.dueDate)}`}
          </CardDescription>
        </div>
        <Badge variant={STATUS[c.status]}>{c.status}</Badge>
      </CardHeader>
      <Body>
        {c.status === 'confirmed' && <Muted>Payment confirmed on {formatDateTime(c.confirmedAt)}.</Muted>}
        {open && c.organizerTransactionId && (
          <Muted>
            Transaction {c.organizerTransactionId} submitted {formatDateTime(c.paidAt)}; waiting for the admin to
            confirm it.
          </Muted>
        )}
        {open &&
          (adminUpi ? (
            <Pay>
              <QRCodeSVG
                value={upiPayLink(adminUpi, c)}
                size={128}
                title={`UPI QR code to pay ${formatInr(c.commissionAmount)}`}
              />
              <div>
                <p>
                  Pay exactly <strong>{formatInr(c.commissionAmount)}</strong> to UPI ID <strong>{adminUpi}</strong>
                </p>
                <Actions>
                  <CopyButton size="sm" text={adminUpi} copied="UPI ID copied">
                    Copy UPI ID
                  </CopyButton>
                  <CopyButton size="sm" text={c.commissionAmount} copied="Amount copied">
                    Copy amount
                  </CopyButton>
                </Actions>
                <a href={upiPayLink(adminUpi, c)}>Pay with UPI</a>
                <Muted>{UPI_LINK_NOTE}</Muted>
              </div>
            </Pay>
          ) : (
            <Alert variant="warning" title={COMMISSION_UPI_UNAVAILABLE_TITLE}>
              {COMMISSION_UPI_UNAVAILABLE}
            </Alert>
          ))}
        {open && <PayCommissionForm commission={c} />}
      </Body>
    </Card>
  );
}

export function CommissionsPage() {
  const query = useCommissions();
  return (
    <>
      <PageHeader
        title="Platform Commissions"
        subtitle="The commission on entry fees is due 5 days after a tournament completes (once the platform's UPI ID is set); unpaid commissions deactivate the account"
      />
      {query.isPending ? (
        <LoadingBlock label="Loading your commissions..." />
      ) : query.isError ? (
        <Alert variant="destructive" title="Could not load your commissions">
          {errorMessage(query.error, 'Please try again in a moment.')}
        </Alert>
      ) : query.data.commissions.length === 0 ? (
        <EmptyState
          level={2}
          title="No commissions"
          description="Commissions appear here once a paid tournament completes."
        />
      ) : (
        <List>
          {query.data.commissions.map((c) => (
            <CommissionCard key={c.id} commission={c} adminUpi={query.data.adminUpi} />
          ))}
        </List>
      )}
    </>
  );
}
