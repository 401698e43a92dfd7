import {
  Badge,
  ButtonLink,
  EmptyState,
  LoadingBlock,
  PageHeader,
  mq,
  type BadgeVariant,
} from '@chess-portal/portal-kit';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useTournament } from '../../../lib/tournaments/get-tournament';
import { RegisteredPlayers } from './registered-players';
import { RegistrationPanel } from './registration-panel';
import { TournamentFacts } from './tournament-facts';
import { TournamentResults } from './tournament-results';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
  ${mq.md} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

const StatusBadge = styled(Badge)`
  text-transform: capitalize;
`;

const statusVariant: Record<string, BadgeVariant> = {
  live: 'default',
  open: 'success',
  registration: 'success',
  completed: 'secondary',
};

/** product.md §2 public tournament detail at /tournaments/:id, refetched every 5 s. */
export function TournamentPage() {
  const { id = '' } = useParams();
  const query = useTournament(id);
  if (query.isPending) return <LoadingBlock label="Loading tournament..." />;
  if (!query.data) {
    return (
      <EmptyState
        title="Tournament not found"
        description="It may have been removed, or the link is wrong."
        action={
          <ButtonLink to="/tournaments" variant="outline">
            Back to tournaments
          </ButtonLink>
        }
      />
    );
  }
  const t = query.data;
  return (
    <>
      <PageHeader
        title={t.name}
        subtitle={<StatusBadge variant={statusVariant[t.status] ?? 'outline'}>{t.status}</StatusBadge>}
        actions={
          <ButtonLink to="/tournaments" variant="outline">
            All tournaments
          </ButtonLink>
        }
      />
      <Layout>
        <TournamentFacts tournament={t} />
        <RegistrationPanel tournament={t} />
      </Layout>
      <Stack>
        {t.status === 'completed' && <TournamentResults tournament={t} />}
        <RegisteredPlayers tournament={t} />
      </Stack>
    </>
  );
}
