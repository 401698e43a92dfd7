import {
  Alert,
  Badge,
  Button,
  Card,
  EmptyState,
  errorMessage,
  formatDateTime,
  LoadingBlock,
  PageHeader,
  toast,
} from '@chess-portal/portal-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { StatusFilter } from '../../../components/status-filter';
import { Toolbar } from '../../../components/toolbar';
import { useOutbox, useRetryOutboxJob, type OutboxList, type OutboxState } from '../api/outbox';

const STATES = ['failing', 'pending', 'done'] as const;

const Jobs = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Job = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  strong {
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Error = styled.p`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

const stateBadge = { failing: 'destructive', pending: 'secondary', done: 'success' } as const;

function JobCard({ job }: { job: OutboxList['jobs'][number] }) {
  const retry = useRetryOutboxJob();
  return (
    <li>
      <Job aria-label={job.summary}>
        <Head>
          <strong>{job.summary}</strong>
          <Badge variant={stateBadge[job.state]}>{job.state}</Badge>
        </Head>
        <Meta>
          Attempts: {job.attempts} · written {formatDateTime(job.createdAt)}
          {job.lastAttemptAt && <> · last tried {formatDateTime(job.lastAttemptAt)}</>}
          {job.nextAttemptAt && <> · next try {formatDateTime(job.nextAttemptAt)}</>}
          {job.doneAt && <> · sent {formatDateTime(job.doneAt)}</>}
        </Meta>
        {job.lastError && <Error>Last error: {job.lastError}</Error>}
        {job.state !== 'done' && (
          <div>
            <Button
              size="sm"
              variant="outline"
              loading={retry.isPending}
              onClick={() =>
                retry.mutate(job.id, {
                  onSuccess: () => toast.success('It will be tried again at once'),
                  onError: (err) => toast.error(errorMessage(err, 'Could not retry the job')),
                })
              }
            >
              Retry now
            </Button>
          </div>
        )}
      </Job>
    </li>
  );
}

/** /admin/outbox: the durable outbox's e-mails; failures stay here, with their error, until a retry succeeds. */
export function OutboxPage() {
  const [state, setState] = useState<OutboxState>('failing');
  const query = useOutbox(state);
  return (
    <>
      <PageHeader
        title="E-mail outbox"
        subtitle={
          query.data
            ? `${query.data.counts.failing} failing, ${query.data.counts.pending} waiting. Failed e-mails are retried with back-off until they are sent.`
            : 'E-mails waiting to be sent, and the ones that keep failing'
        }
      />
      <Toolbar>
        <StatusFilter label="Job state" options={STATES} value={state} onChange={setState} />
      </Toolbar>
      {query.isPending ? (
        <LoadingBlock label="Loading the outbox..." />
      ) : query.isError ? (
        <Alert variant="destructive" title="Could not load the outbox">
          {errorMessage(query.error, 'Please try again in a moment.')}
        </Alert>
      ) : query.data.jobs.length === 0 ? (
        <EmptyState level={2} title={state === 'failing' ? 'Nothing is failing' : `No ${state} e-mails`} />
      ) : (
        <Jobs>
          {query.data.jobs.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </Jobs>
      )}
    </>
  );
}
