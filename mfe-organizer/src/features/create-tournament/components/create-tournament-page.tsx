import type { OrganizerTournamentBody } from '@chess-portal/contracts';
import { Alert, Button, Card, LoadingBlock, PageHeader, errorMessage, toast } from '@chess-portal/portal-kit';
import { useNavigate } from 'react-router-dom';
import { createFailureText, useCreateTournament } from '../api/create-tournament';
import { useTournamentDefaults } from '../api/get-tournament-defaults';
import { OrganizerTournamentForm } from './organizer-tournament-form';

/** product.md §2 /organizer/tournaments/new: the create form with server defaults; then the new tournament's page. */
export function CreateTournamentPage() {
  const navigate = useNavigate();
  const defaults = useTournamentDefaults();
  const create = useCreateTournament();
  const submit = async (body: OrganizerTournamentBody) => {
    try {
      const { tournament } = await create.mutateAsync(body);
      toast.success('Tournament Created', { description: `${tournament.name} is open for registration.` });
      navigate(`/organizer/tournaments/${tournament.id}`);
    } catch (error) {
      toast.error('Failed to create tournament', { description: createFailureText(error) });
    }
  };
  return (
    <>
      <PageHeader
        title="Create Tournament"
        subtitle="Set up a Swiss or Arena tournament; push it to Lichess when you are ready"
      />
      <Card>
        {defaults.isPending ? (
          <LoadingBlock label="Loading the form..." />
        ) : defaults.isError ? (
          <Alert variant="destructive" title="Failed to load form">
            <p>{errorMessage(defaults.error, 'Please try again in a moment.')}</p>
            <Button size="sm" variant="outline" onClick={() => void defaults.refetch()} style={{ marginTop: 8 }}>
              Try again
            </Button>
          </Alert>
        ) : (
          <OrganizerTournamentForm
            defaults={defaults.data}
            submitting={create.isPending}
            onSubmit={submit}
            onCancel={() => navigate('/organizer/tournaments')}
          />
        )}
      </Card>
    </>
  );
}
