import type { PublicTournament } from '@chess-portal/contracts';
import { Alert, Button, CardGrid, EmptyState, LoadingBlock, Section, SectionTitle } from '@chess-portal/portal-kit';
import type { UseQueryResult } from '@tanstack/react-query';
import { selectUpcoming } from '../api/get-tournaments';
import { TournamentCard } from './tournament-card';

type Props = { query: UseQueryResult<PublicTournament[]>; registeredIds: ReadonlySet<string> };

/** SPEC §2 'Upcoming Tournaments': open for registration, with a start time, not registered, earliest first. */
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
        <UpcomingList tournaments={selectUpcoming(query.data, registeredIds)} />
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
