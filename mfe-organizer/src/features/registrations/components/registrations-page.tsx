import type { OrganizerRegistration } from '@chess-portal/contracts';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  CardHeader,
  CardTitle,
  EmptyState,
  LoadingBlock,
  PageHeader,
  errorMessage,
  formatInr,
  isApiError,
  toast,
} from '@chess-portal/portal-kit';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { AllRegistrationsTable, PendingTable } from '../../../components/registration-tables';
import { StatCard, StatGrid } from '../../../components/stat-card';
import { TournamentNotFound } from '../../../components/tournament-not-found';
import { approvedFileName, copyText, downloadText } from '../../../lib/clipboard';
import { useApproveRegistration } from '../api/approve-registration';
import { approvedLines, useOrganizerRegistrations } from '../api/get-registrations';
import { useRejectRegistration } from '../api/reject-registration';
import { RevokeButton } from './revoke-dialog';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;
const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

function useReviewActions(tournamentId: string) {
  const approve = useApproveRegistration(tournamentId);
  const reject = useRejectRegistration(tournamentId);
  const [busyId, setBusyId] = useState<string>();
  const review = async (kind: 'approve' | 'reject', reg: OrganizerRegistration, confirmReused?: boolean) => {
    setBusyId(reg.id);
    try {
      const res =
        kind === 'approve'
          ? await approve.mutateAsync({ registrationId: reg.id, confirmReused })
          : await reject.mutateAsync(reg.id);
      const title = kind === 'approve' ? 'Registration Approved' : 'Registration Rejected';
      if (res.warnings.length) toast.warning(title, { description: res.warnings.join(' ') });
      else toast.success(title, { description: `${reg.playerName}` });
    } catch (error) {
      toast.error(kind === 'approve' ? 'Approval Failed' : 'Rejection Failed', {
        description: errorMessage(error, 'Please try again.'),
      });
    } finally {
      setBusyId(undefined);
    }
  };
  return { busyId, review };
}

/** SPEC §2 Registration management at /organizer/tournaments/{id}/registrations. */
export function RegistrationsPage() {
  const { id = '' } = useParams();
  const query = useOrganizerRegistrations(id);
  const { busyId, review } = useReviewActions(id);
  if (query.isPending) return <LoadingBlock label="Loading registrations..." />;
  if (query.isError) {
    if (isApiError(query.error) && [403, 404].includes(query.error.status))
      return <TournamentNotFound message={query.error.status === 403 ? 'Access Denied' : 'Tournament not found'} />;
    return (
      <Alert variant="destructive" title="Failed to fetch registrations">
        {errorMessage(query.error, 'Please try again in a moment.')}
      </Alert>
    );
  }
  const { tournament: t, registrations } = query.data;
  const pending = registrations.filter((r) => r.paymentStatus === 'pending');
  const approved = registrations.filter((r) => r.paymentStatus === 'approved');
  const lines = approvedLines(registrations);
  const paid = Number(t.entryFee) > 0;
  return (
    <>
      <PageHeader
        title="Manage Registrations"
        subtitle={t.name}
        actions={
          <ButtonLink to={`/organizer/tournaments/${t.id}`} variant="outline">
            Back to tournament
          </ButtonLink>
        }
      />
      <StatGrid>
        <StatCard label="Total">{registrations.length}</StatCard>
        <StatCard label="Pending">{pending.length}</StatCard>
        <StatCard label="Approved">{approved.length}</StatCard>
        <StatCard label="Total collected" note={`Commission due ${formatInr(t.commissionDue)}`}>
          {formatInr(t.totalCollected)}
        </StatCard>
      </StatGrid>
      <Stack>
        <Card aria-labelledby="pending-title">
          <CardHeader>
            <CardTitle id="pending-title">Pending Registrations</CardTitle>
          </CardHeader>
          {pending.length ? (
            <PendingTable tournament={t} registrations={pending} busyId={busyId} onReview={review} />
          ) : (
            <EmptyState title="No pending registrations" />
          )}
        </Card>
        <Card aria-labelledby="all-title">
          <CardHeader>
            <CardTitle id="all-title">All Registrations</CardTitle>
          </CardHeader>
          {approved.length > 0 && paid && (
            <Tools>
              <Button size="sm" variant="outline" onClick={() => void copyText(lines, 'Copied the approved players')}>
                Copy Approved
              </Button>
              <Button size="sm" variant="outline" onClick={() => downloadText(approvedFileName(t.name), lines)}>
                Download
              </Button>
            </Tools>
          )}
          {registrations.length ? (
            <AllRegistrationsTable
              tournament={t}
              registrations={registrations}
              actions={(r) =>
                r.paymentStatus === 'approved' ? <RevokeButton tournamentId={t.id} registration={r} /> : null
              }
            />
          ) : (
            <EmptyState title="No registrations yet" />
          )}
        </Card>
      </Stack>
    </>
  );
}
