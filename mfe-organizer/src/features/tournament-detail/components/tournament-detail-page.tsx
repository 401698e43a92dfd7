import {
  Alert,
  Badge,
  LoadingBlock,
  PageHeader,
  errorMessage,
  formatDateTime,
  formatInr,
  isApiError,
  isZeroAmount,
} from '@chess-portal/portal-kit';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { StatCard, StatGrid } from '../../../components/stat-card';
import { TournamentNotFound } from '../../../components/tournament-not-found';
import { statusVariant } from '../../../lib/tournament-status';
import { useOrganizerTournament } from '../api/get-tournament';
import { ApprovedPlayersPanel } from './approved-players-panel';
import { DetailActions } from './detail-actions';
import { EditTournamentCard } from './edit-tournament-card';
import { LichessCard } from './lichess-card';
import { ResultsCard } from './results-card';
import { TournamentMoneyCard } from '../../../components/money/tournament-money-card';
import { prizeSummary } from '../../../components/money/prize-summary';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

/** product.md §2 Organizer detail at /organizer/tournaments/{id}. */
export function TournamentDetailPage() {
  const { id = '' } = useParams();
  const query = useOrganizerTournament(id);
  if (query.isPending) return <LoadingBlock label="Loading the tournament..." />;
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : 0;
    if (status === 404 || status === 403)
      return <TournamentNotFound message={status === 403 ? 'Access Denied' : 'Tournament not found'} />;
    return (
      <Alert variant="destructive" title="Could not load the tournament">
        {errorMessage(query.error, 'Please try again in a moment.')}
      </Alert>
    );
  }
  const detail = query.data;
  const t = detail.tournament;
  return (
    <>
      <PageHeader
        title={t.name}
        subtitle={`${t.system === 'arena' ? 'Arena' : 'Swiss'} · ${t.timeControl} · ${formatDateTime(t.startTime, 'TBD')}`}
        actions={<DetailActions detail={detail} />}
      />
      <StatGrid>
        <StatCard label="Status">
          <Badge variant={statusVariant(t.status)}>{t.status}</Badge>
        </StatCard>
        <StatCard label="Registrations">{t.registrationCount}</StatCard>
        <StatCard label="Entry fee">{isZeroAmount(t.entryFee) ? 'Free' : formatInr(t.entryFee)}</StatCard>
        <StatCard label="Prizes">{prizeSummary(t)}</StatCard>
      </StatGrid>
      <Stack>
        <ApprovedPlayersPanel tournament={t} />
        {detail.canPushToLichess && <EditTournamentCard key={`${t.id}-${t.name}-${t.timeControl}`} tournament={t} />}
        <LichessCard tournament={t} />
        <ResultsCard tournament={t} />
        <TournamentMoneyCard tournamentId={t.id} />
      </Stack>
    </>
  );
}
