import type { ApplicationStatus } from '@chess-portal/contracts';
import { Alert, CardGrid, EmptyState, errorMessage, LoadingBlock, PageHeader } from '@chess-portal/portal-kit';
import { useState } from 'react';
import { StatusFilter } from '../../../components/status-filter';
import { Toolbar } from '../../../components/toolbar';
import { useApplications } from '../api/get-applications';
import { ApplicationCard } from './application-card';

const STATUSES = ['pending', 'approved', 'rejected'] as const;

/** /admin/applications */
export function ApplicationsPage() {
  const [status, setStatus] = useState<ApplicationStatus>('pending');
  const query = useApplications(status);
  return (
    <>
      <PageHeader title="Organizer Applications" subtitle="Review who may create and run tournaments" />
      <Toolbar>
        <StatusFilter label="Application status" options={STATUSES} value={status} onChange={setStatus} />
      </Toolbar>
      {query.isPending ? (
        <LoadingBlock label="Loading applications..." />
      ) : query.isError ? (
        <Alert variant="destructive" title="Could not load applications">
          {errorMessage(query.error, 'Please try again in a moment.')}
        </Alert>
      ) : query.data.length === 0 ? (
        <EmptyState title="No applications found" />
      ) : (
        <CardGrid aria-label="Applications">
          {query.data.map((a) => (
            <ApplicationCard key={a.id} application={a} />
          ))}
        </CardGrid>
      )}
    </>
  );
}
