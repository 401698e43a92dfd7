import type { PublicTournament, TournamentPage } from '@chess-portal/contracts';
import {
  Alert,
  Button,
  ButtonLink,
  CardGrid,
  EmptyState,
  LoadingBlock,
  Section,
  SectionTitle,
} from '@chess-portal/portal-kit';
import type { UseQueryResult } from '@tanstack/react-query';
import { selectUpcoming } from '../api/get-tournaments';
import { TournamentCard } from './tournament-card';

type Props = { query: UseQueryResult<TournamentPage>; registeredIds: ReadonlySet<string> };

/** How many upcoming tournaments the dashboard shows; the rest are one click away on /tournaments/browse. */
export const UPCOMING_SHOWN = 6;

/**
 * product.md §2 'Upcoming Tournaments': the server's first page of tournaments that have not started and take
 * registrations, soonest first, without the ones the player registered for.
 */
export function UpcomingTournaments({ query, registeredIds }: Props) {
  return (
    <Section aria-labelledby="upcoming-title">
      <SectionTitle id="upcoming-title">Upcoming Tournaments</SectionTitle>
      {query.isPending ? (
        <LoadingBlock label="Loading tournaments..." />
      ) : query.isError ? (
        <Alert variant="destructive" title="Failed to load tournaments">
          <p>Please check your connection and try again.</p>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()} style={{ marginTop: 8 }}>
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          <UpcomingList tournaments={selectUpcoming(query.data.items, registeredIds)} />
          {query.data.paging.total > 0 && (
            <ButtonLink to="/tournaments/browse" variant="outline" style={{ marginTop: 16 }}>
              {`Browse all ${query.data.paging.total} upcoming tournaments`}
            </ButtonLink>
          )}
        </>
      )}
    </Section>
  );
}

function UpcomingList({ tournaments }: { tournaments: PublicTournament[] }) {
  if (tournaments.length === 0) {
    return (
      <EmptyState
        title="No tournaments available to join"
        description="New tournaments appear here as soon as organizers open registration."
      />
    );
  }
  return (
    <CardGrid>
      {tournaments.map((t) => (
        <TournamentCard key={t.id} tournament={t} />
      ))}
    </CardGrid>
  );
}
