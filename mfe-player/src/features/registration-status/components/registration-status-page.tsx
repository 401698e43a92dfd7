import type { PublicRegistration, PublicTournament } from '@chess-portal/contracts';
import {
  ButtonLink,
  Card,
  CardTitle,
  EmptyState,
  Fact,
  LoadingBlock,
  PageHeader,
  formatDateTime,
  formatInr,
  mq,
  useSession,
} from '@chess-portal/portal-kit';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { TournamentFactList } from '../../../components/tournament-fact-list';
import { formatRoundInterval } from '../../../lib/time-format';
import { useTournament } from '../../../lib/tournaments/get-tournament';
import { findOwnRegistration, useTournamentRegistrations } from '../../../lib/tournaments/get-tournament-registrations';
import { StatusCard } from './status-card';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};
  ${mq.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function TournamentSummary({ tournament: t }: { tournament: PublicTournament }) {
  return (
    <Card aria-labelledby="summary-title">
      <CardTitle id="summary-title" as="h2">
        Tournament
      </CardTitle>
      <TournamentFactList>
        <Fact label="Start time">{formatDateTime(t.startTime)}</Fact>
        <Fact label="Entry fee">{t.isFree ? 'FREE' : formatInr(t.entryFee)}</Fact>
        <Fact label="Format">{capitalised(t.format)}</Fact>
        <Fact label="Time control">{t.timeControl}</Fact>
        {t.system === 'swiss' && <Fact label="Round interval">{formatRoundInterval(t.roundInterval)}</Fact>}
      </TournamentFactList>
    </Card>
  );
}

function RegistrationDetails({ registration: r }: { registration: PublicRegistration }) {
  return (
    <Card aria-labelledby="details-title">
      <CardTitle id="details-title" as="h2">
        Registration details
      </CardTitle>
      <TournamentFactList>
        <Fact label="Registration ID">{r.id}</Fact>
        <Fact label="Registered at">{formatDateTime(r.registeredAt)}</Fact>
        <Fact label="Transaction ID">{r.paymentId ?? 'N/A'}</Fact>
        <Fact label="Approved at">{formatDateTime(r.approvedAt, '—')}</Fact>
      </TournamentFactList>
    </Card>
  );
}

/** product.md §2 registration status at /tournament/:id/registration-status, refreshed every 5 s. */
export function RegistrationStatusPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const tournament = useTournament(id);
  const registrations = useTournamentRegistrations(id);
  if (tournament.isPending || (registrations.isPending && !registrations.isError))
    return <LoadingBlock label="Loading your registration..." />;
  const own = user && registrations.data ? findOwnRegistration(registrations.data, user.id) : undefined;
  if (!tournament.data || !own) {
    return (
      <EmptyState
        title="Registration Not Found"
        description="We could not find your registration for this tournament."
        action={
          <ButtonLink to="/tournaments" variant="outline">
            Back to tournaments
          </ButtonLink>
        }
      />
    );
  }
  return (
    <>
      <PageHeader
        title="Registration Status"
        actions={
          <ButtonLink to={`/tournaments/${id}`} variant="outline">
            Tournament page
          </ButtonLink>
        }
      />
      <StatusCard registration={own} tournament={tournament.data} />
      <Grid>
        <TournamentSummary tournament={tournament.data} />
        <RegistrationDetails registration={own} />
      </Grid>
    </>
  );
}
