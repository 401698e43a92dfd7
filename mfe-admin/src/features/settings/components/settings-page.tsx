import { GLOBAL_SETTING_KEYS } from '@chess-portal/contracts';
import { Alert, errorMessage, LoadingBlock, PageHeader } from '@chess-portal/portal-kit';
import styled from 'styled-components';
import { AdminUpiWarningLoaded } from '../../../components/admin-upi-warning';
import { useSettings } from '../api/get-settings';
import { AdminUpiForm } from './admin-upi-form';
import { CommissionPercentForm } from './commission-percent-form';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 340px), 1fr));
  align-items: start;
`;

/** /admin/settings: the commission percentage form and the admin UPI ID form (warned while it is missing). */
export function SettingsPage() {
  const query = useSettings();
  const find = (key: string) => query.data?.find((s) => s.key === key);
  return (
    <>
      <PageHeader title="Global Settings" subtitle="Platform-wide values used for commissions and payments" />
      <AdminUpiWarningLoaded />
      {query.isPending ? (
        <LoadingBlock label="Loading settings..." />
      ) : query.isError ? (
        <Alert variant="destructive" title="Could not load settings">
          {errorMessage(query.error, 'Please try again in a moment.')}
        </Alert>
      ) : (
        <Grid>
          <CommissionPercentForm setting={find(GLOBAL_SETTING_KEYS.commissionPercent)} />
          <AdminUpiForm setting={find(GLOBAL_SETTING_KEYS.adminUpi)} />
        </Grid>
      )}
    </>
  );
}
