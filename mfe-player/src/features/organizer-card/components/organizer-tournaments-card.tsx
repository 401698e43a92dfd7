import {
  Alert,
  ButtonLink,
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  LoadingBlock,
  Section,
} from '@chess-portal/portal-kit';
import styled from 'styled-components';
import { useOrganizerTournaments } from '../api/get-organizer-tournaments';
import { OrganizerTournamentRow } from './organizer-tournament-row';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** product.md §2: for organizers, a 'My Tournaments' management card with a Create Tournament button. */
export function OrganizerTournamentsCard() {
  const query = useOrganizerTournaments();
  return (
    <Section>
      <Card aria-label="My Tournaments: tournaments you organize">
        <CardHeader>
          <div>
            <CardTitle id="organizer-card-title">My Tournaments</CardTitle>
            <CardDescription>Tournaments you organize</CardDescription>
          </div>
          <ButtonLink to="/organizer/tournaments/new" size="sm">
            Create Tournament
          </ButtonLink>
        </CardHeader>
        {query.isPending ? (
          <LoadingBlock label="Loading your tournaments..." />
        ) : query.isError ? (
          <Alert variant="destructive" title="Failed to load your tournaments" />
        ) : query.data.tournaments.length === 0 ? (
          <EmptyState title="No tournaments created yet" />
        ) : (
          <>
            <List>
              {query.data.tournaments.map((t) => (
                <OrganizerTournamentRow key={t.id} tournament={t} />
              ))}
            </List>
            {query.data.paging.total > query.data.tournaments.length && (
              <ButtonLink to="/organizer/tournaments" variant="outline" size="sm">
                View all {query.data.paging.total} tournaments
              </ButtonLink>
            )}
          </>
        )}
      </Card>
    </Section>
  );
}
