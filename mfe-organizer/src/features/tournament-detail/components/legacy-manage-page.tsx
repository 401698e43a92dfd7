// product.md §2 /tournaments/{id}/manage: for an admin or the owning organizer ('Access Denied' otherwise,
// 'Tournament Not Found' if missing): the details, the integration box, an update panel, the
// registered players with their payment status and the Lichess integration panel.
import {
  ALL_REGISTRATIONS_LINK,
  DETAIL_REGISTRATIONS_SHOWN,
  TERMINATED_ON_LICHESS,
  type OrganizerTournamentDetail,
} from '@chess-portal/contracts';
import {
  Alert,
  Badge,
  ButtonLink,
  Card,
  CardHeader,
  CardTitle,
  EmptyState,
  Fact,
  FactList,
  LoadingBlock,
  PageHeader,
  errorMessage,
  formatDateTime,
  formatInr,
  isApiError,
  useSession,
} from '@chess-portal/portal-kit';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { AllRegistrationsTable } from '../../../components/registration-tables';
import { statusVariant } from '../../../lib/tournament-status';
import { useOrganizerTournament } from '../api/get-tournament';
import { DetailActions } from './detail-actions';
import { LichessPanel } from './lichess-panel';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

function DetailsCard({ detail }: { detail: OrganizerTournamentDetail }) {
  const t = detail.tournament;
  return (
    <Card aria-labelledby="manage-details">
      <CardHeader>
        <CardTitle id="manage-details" as="h2">
          Details
        </CardTitle>
        <Badge variant={statusVariant(t.status)}>{t.status}</Badge>
      </CardHeader>
      <FactList spacing="roomy" size="md">
        <Fact label="Format">
          {t.format} · {t.system}
        </Fact>
        <Fact label="Registrations">
          {t.registrationCount} / {t.maxPlayers}
        </Fact>
        <Fact label="Prize pool">{formatInr(t.prizePool)}</Fact>
        <Fact label="Entry fee">{formatInr(t.entryFee)}</Fact>
        <Fact label="Start time">{formatDateTime(t.startTime, 'TBD')}</Fact>
        <Fact label="Time control">{t.timeControl}</Fact>
        <Fact label="Rounds">{t.rounds ?? 'Unlimited'}</Fact>
        <Fact label="Description">{t.description || '—'}</Fact>
        <Fact label="Lichess">
          {!t.lichessUrl ? (
            'Not on Lichess yet'
          ) : t.lichessTerminatedAt ? (
            TERMINATED_ON_LICHESS
          ) : (
            <a href={t.lichessUrl} target="_blank" rel="noreferrer">
              {t.lichessUrl} ↗
            </a>
          )}
        </Fact>
      </FactList>
    </Card>
  );
}

export function LegacyManagePage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const query = useOrganizerTournament(id);
  if (query.isPending) return <LoadingBlock label="Loading the tournament..." />;
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : 0;
    if (status === 403 || status === 401)
      return (
        <EmptyState
          level={1}
          title="Access Denied"
          description="Only the tournament's organizer or an admin can manage it."
          action={<ButtonLink to="/tournaments">Back to tournaments</ButtonLink>}
        />
      );
    if (status === 404)
      return (
        <EmptyState
          level={1}
          title="Tournament Not Found"
          description="It may have been deleted."
          action={<ButtonLink to="/tournaments">Back to tournaments</ButtonLink>}
        />
      );
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
      <PageHeader title={`Manage: ${t.name}`} subtitle="Tournament management" />
      <Grid>
        <div style={{ display: 'grid', gap: 24 }}>
          <DetailsCard detail={detail} />
          <Card aria-labelledby="manage-players">
            <CardHeader>
              <CardTitle id="manage-players" as="h2">
                Registered Players
              </CardTitle>
            </CardHeader>
            {detail.registrations.length ? (
              <>
                <AllRegistrationsTable tournament={t} registrations={detail.registrations} />
                {detail.registrations.length >= DETAIL_REGISTRATIONS_SHOWN && (
                  <ButtonLink to={`/organizer/tournaments/${t.id}/registrations`} variant="outline">
                    {ALL_REGISTRATIONS_LINK}
                  </ButtonLink>
                )}
              </>
            ) : (
              <EmptyState title="No registrations yet" />
            )}
          </Card>
        </div>
        <div style={{ display: 'grid', gap: 24, alignContent: 'start' }}>
          <Card aria-labelledby="manage-update">
            <CardHeader>
              <CardTitle id="manage-update" as="h2">
                Update
              </CardTitle>
            </CardHeader>
            <Actions>
              <DetailActions detail={detail} />
              <ButtonLink to={`/organizer/tournaments/${t.id}`} variant="ghost">
                Full details
              </ButtonLink>
            </Actions>
          </Card>
          <LichessPanel tournament={t} user={user} />
        </div>
      </Grid>
    </>
  );
}
