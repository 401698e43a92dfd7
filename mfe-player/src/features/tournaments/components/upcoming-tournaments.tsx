import { Alert, Button, CardGrid, EmptyState, LoadingBlock, Section, SectionTitle } from '@chess-portal/portal-kit';
import { selectUpcoming, useTournaments } from '../api/get-tournaments';
import { TournamentCard } from './tournament-card';

/** SPEC §2 'Upcoming Tournaments': open for registration, with a start time, earliest first. */
export function UpcomingTournaments() {
  const query = useTournaments();
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
        <UpcomingList tournaments={selectUpcoming(query.data)} />
      )}
    </Section>
  );
}

function UpcomingList({ tournaments }: { tournaments: ReturnType<typeof selectUpcoming> }) {
  if (tournaments.length === 0) {
    return <EmptyState title="No tournaments available to join" description="New tournaments appear here as soon as organizers open registration." />;
  }
  return (
    <CardGrid>
      {tournaments.map((t) => (
        <TournamentCard key={t.id} tournament={t} />
      ))}
    </CardGrid>
  );
}
