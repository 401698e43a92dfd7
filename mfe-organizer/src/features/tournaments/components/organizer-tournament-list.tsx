import {
  Alert,
  Button,
  ButtonLink,
  CardGrid,
  EmptyState,
  errorMessage,
  LoadingBlock,
  PageHeader,
} from '@chess-portal/portal-kit';
import type { OrganizerTournament } from '@chess-portal/contracts';
import { AuthRequiredError, useOrganizerTournaments } from '../api/get-organizer-tournaments';
import { OrganizerTournamentCard } from './organizer-tournament-card';

function Actions() {
  return (
    <>
      <ButtonLink to="/organizer/puzzles" variant="ghost">
        My Puzzles
      </ButtonLink>
      <ButtonLink to="/me" variant="ghost">
        Profile Settings
      </ButtonLink>
      <ButtonLink to="/organizer/commissions" variant="ghost">
        Commissions
      </ButtonLink>
      <ButtonLink to="/organizer/tournaments/new">Create Tournament</ButtonLink>
    </>
  );
}

function TournamentGrid({ tournaments }: { tournaments: OrganizerTournament[] }) {
  if (tournaments.length === 0) {
    return (
      <EmptyState
        title="No tournaments yet"
        description="Create your first tournament to start taking registrations."
        action={<ButtonLink to="/organizer/tournaments/new">Create Tournament</ButtonLink>}
      />
    );
  }
  return (
    <CardGrid>
      {tournaments.map((t) => (
        <OrganizerTournamentCard key={t.id} tournament={t} />
      ))}
    </CardGrid>
  );
}

/** SPEC §2 organizer list at /organizer/tournaments. */
export function OrganizerTournamentList() {
  const query = useOrganizerTournaments();
  return (
    <>
      <PageHeader
        title="My Tournaments"
        subtitle="Create, run and track the tournaments you organize"
        actions={<Actions />}
      />
      {query.isPending ? (
        <LoadingBlock label="Loading your tournaments..." />
      ) : query.isError ? (
        <Alert variant="destructive" title="Could not load your tournaments">
          <p>
            {query.error instanceof AuthRequiredError
              ? query.error.message
              : errorMessage(query.error, 'Please try again in a moment.')}
          </p>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()} style={{ marginTop: 8 }}>
            Try again
          </Button>
        </Alert>
      ) : (
        <TournamentGrid tournaments={query.data} />
      )}
    </>
  );
}
