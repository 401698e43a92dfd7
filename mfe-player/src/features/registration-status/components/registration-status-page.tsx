import type { PublicRegistration, PublicTournament } from '@chess-portal/contracts';
import { ButtonLink, Card, CardTitle, EmptyState, LoadingBlock, PageHeader, formatDateTime, formatInr, mq, useSession } from '@chess-portal/portal-kit';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatRoundInterval } from '../../../lib/time-format';
import { Facts } from '../../tournament-detail/components/tournament-facts';
import { useTournament } from '../../../lib/tournaments/get-tournament';
import { findOwnRegistration, useTournamentRegistrations } from '../../../lib/tournaments/get-tournament-registrations';
import { StatusCard } from './status-card';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};
  ${mq.md} { grid-template-columns: 1fr 1fr; }
`;

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function TournamentSummary({ tournament: t }: { tournament: PublicTournament }) {
  return (
    <Card aria-labelledby="summary-title">
      <CardTitle id="summary-title" as="h2">Tournament</CardTitle>
      <Facts>
        <dt>Start time</dt><dd>{formatDateTime(t.startTime)}</dd>
        <dt>Entry fee</dt><dd>{t.isFree ? 'FREE' : formatInr(t.entryFee)}</dd>
        <dt>Format</dt><dd>{capitalised(t.format)}</dd>
        <dt>Time control</dt><dd>{t.timeControl}</dd>
        {t.system === 'swiss' && (<><dt>Round interval</dt><dd>{formatRoundInterval(t.roundInterval)}</dd></>)}
      </Facts>
    </Card>
  );
}

function RegistrationDetails({ registration: r }: { registration: PublicRegistration }) {
  return (
    <Card aria-labelledby="details-title">
      <CardTitle id="details-title" as="h2">Registration details</CardTitle>
      <Facts>
        <dt>Registration ID</dt><dd>{r.id}</dd>
        <dt>Registered at</dt><dd>{formatDateTime(r.registeredAt)}</dd>
        <dt>Transaction ID</dt><dd>{r.paymentId ?? 'N/A'}</dd>
        <dt>Approved at</dt><dd>{formatDateTime(r.approvedAt, '—')}</dd>
      </Facts>
    </Card>
  );
}

/** SPEC §2 registration status at /tournament/:id/registration-status, refreshed every 5 s. */
export function RegistrationStatusPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const tournament = useTournament(id);
  const registrations = useTournamentRegistrations(id);
  if (tournament.isPending || (registrations.isPending && !registrations.isError)) return <LoadingBlock label="Loading your registration..." />;
  const own = user && registrations.data ? findOwnRegistration(registrations.data, user.id) : undefined;
  if (!tournament.data || !own) {
    return (
      <EmptyState
        title="Registration Not Found"
        description="We could not find your registration for this tournament."
        action={<ButtonLink to="/tournaments" variant="outline">Back to tournaments</ButtonLink>}
      />
    );
  }
  return (
    <>
      <PageHeader title="Registration Status" actions={<ButtonLink to={`/tournaments/${id}`} variant="outline">Tournament page</ButtonLink>} />
      <StatusCard registration={own} tournament={tournament.data} />
      <Grid>
        <TournamentSummary tournament={tournament.data} />
        <RegistrationDetails registration={own} />
      </Grid>
    </>
  );
}
