import { Alert, ButtonLink } from '@chess-portal/portal-kit';

export function TournamentNotFound({ message = 'Tournament not found' }: { message?: string }) {
  return (
    <Alert variant="destructive" title={message}>
      <p>It may have been deleted, or it belongs to another organizer.</p>
      <ButtonLink to="/organizer/tournaments" variant="outline" size="sm" style={{ marginTop: 8 }}>Back to My Tournaments</ButtonLink>
    </Alert>
  );
}
