// product.md §9: while commissions are due (pending or overdue) and ADMIN_UPI is unset, organizers have
// nowhere to pay; the admin is warned on the dashboard and on the settings page.
import { ADMIN_UPI_MISSING_TITLE, adminUpiMissingText, type AdminStats } from '@chess-portal/contracts';
import { Alert, ButtonLink, dataOf } from '@chess-portal/portal-kit';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { adminClient } from '../lib/api-client';
import { adminKeys } from '../lib/query-keys';

const Spaced = styled.div`
  margin-bottom: ${({ theme }) => theme.space[5]};
  p + a {
    margin-top: ${({ theme }) => theme.space[3]};
  }
`;

/** The warning from stats already loaded; nothing when the UPI id is set or nothing is due. */
export function AdminUpiWarning({ stats, withLink = false }: { stats: AdminStats; withLink?: boolean }) {
  const due = stats.pendingCommissions + stats.overdueCommissions;
  if (stats.adminUpiSet || due === 0) return null;
  return (
    <Spaced>
      <Alert variant="warning" title={ADMIN_UPI_MISSING_TITLE}>
        <p>{adminUpiMissingText(due)}</p>
        {withLink && (
          <ButtonLink to="/admin/settings" size="sm" variant="outline">
            Set the admin UPI ID
          </ButtonLink>
        )}
      </Alert>
    </Spaced>
  );
}

/** The same warning, loading the stats itself (the settings page). */
export function AdminUpiWarningLoaded() {
  const stats = useQuery({ queryKey: adminKeys.stats, queryFn: () => dataOf(adminClient.GET('/api/admin/stats')) });
  return stats.data ? <AdminUpiWarning stats={stats.data} /> : null;
}
