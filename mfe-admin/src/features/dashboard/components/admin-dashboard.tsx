import type { AdminStats } from '@chess-portal/contracts';
import {
  Alert,
  Button,
  ButtonLink,
  errorMessage,
  formatInr,
  LoadingBlock,
  PageHeader,
  useSession,
} from '@chess-portal/portal-kit';
import styled from 'styled-components';
import { AdminUpiWarning } from '../../../components/admin-upi-warning';
import { useAdminStats } from '../api/get-admin-stats';
import { OutstandingPayouts } from './outstanding-payouts';
import { StatCard } from './stat-card';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
`;

const Spaced = styled.div`
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

function Stats({ stats }: { stats: AdminStats }) {
  return (
    <>
      <AdminUpiWarning stats={stats} withLink />
      {stats.overdueCommissions > 0 && (
        <Spaced>
          <Alert variant="warning" title="Overdue Commissions">
            {stats.overdueCommissions} commission {stats.overdueCommissions === 1 ? 'payment is' : 'payments are'}{' '}
            overdue. Organizers who do not pay within 5 days of a tournament's completion are deactivated automatically.
          </Alert>
        </Spaced>
      )}
      <Grid>
        <StatCard label="Total Users" value={stats.totalUsers} />
        <StatCard label="Total Organizers" value={stats.totalOrganizers} />
        <StatCard label="Active Tournaments" value={stats.activeTournaments} />
        <StatCard label="Pending Applications" value={stats.pendingApplications} />
        <StatCard label="Pending Commissions" value={stats.pendingCommissions} />
        <StatCard
          label="Commission Amount"
          value={formatInr(stats.totalCommissionsAmount)}
          hint="Still to be paid: pending and overdue commissions (₹)"
        />
      </Grid>
    </>
  );
}

/** product.md §2 admin dashboard: six stat cards, the overdue alert, the missing admin UPI alert, a logout button. */
export function AdminDashboard() {
  const { logout } = useSession();
  const query = useAdminStats();
  return (
    <>
      <PageHeader
        title="Admin Dashboard"
        subtitle="Platform overview: users, organizers, tournaments and commissions"
        actions={
          <>
            <ButtonLink variant="outline" to="/admin/audit-log">
              Audit Log
            </ButtonLink>
            <Button variant="outline" onClick={logout}>
              Logout
            </Button>
          </>
        }
      />
      {query.isPending ? (
        <LoadingBlock label="Loading statistics..." />
      ) : query.isError ? (
        <Alert variant="destructive" title="Could not load statistics">
          {errorMessage(query.error, 'Please try again in a moment.')}
        </Alert>
      ) : (
        <Stats stats={query.data} />
      )}
      <Spaced />
      <OutstandingPayouts />
    </>
  );
}
