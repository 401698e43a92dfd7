import type { MyRegistration } from '@chess-portal/contracts';
import { Alert, Button, CardGrid, EmptyState, LoadingBlock, Section, SectionTitle } from '@chess-portal/portal-kit';
import type { UseQueryResult } from '@tanstack/react-query';
import { RegistrationCard } from './registration-card';

/** product.md §2 'My Tournaments': a card for each of the player's registrations in active tournaments. */
export function MyRegistrations({ query }: { query: UseQueryResult<MyRegistration[]> }) {
  return (
    <Section aria-labelledby="my-registrations-title">
      <SectionTitle id="my-registrations-title">My Tournaments</SectionTitle>
      {query.isPending ? (
        <LoadingBlock label="Loading your registrations..." />
      ) : query.isError ? (
        <Alert variant="destructive" title="Failed to load your registrations">
          <Button size="sm" variant="outline" onClick={() => void query.refetch()} style={{ marginTop: 8 }}>
            Try again
          </Button>
        </Alert>
      ) : query.data.length === 0 ? (
        <EmptyState
          title="No registrations yet"
          description="Join an upcoming tournament below and it will appear here."
        />
      ) : (
        <CardGrid>
          {query.data.map((r) => (
            <RegistrationCard key={r.id} registration={r} />
          ))}
        </CardGrid>
      )}
    </Section>
  );
}
