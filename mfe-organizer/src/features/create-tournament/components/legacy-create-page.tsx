// product.md §2 /tournaments/create: the legacy create form (product.md §5), organizer or admin only; everyone
// else sees 'Organizer Access Required' with a link to apply.
import {
  legacyTournamentDefaults,
  legacyTournamentSchema,
  withStartWindow,
  type LegacyTournamentBody,
  type LegacyTournamentFormValues,
} from '@chess-portal/contracts';
import {
  Button,
  ButtonLink,
  Card,
  EmptyState,
  PageHeader,
  SelectField,
  TextareaField,
  TextField,
  toast,
  useSession,
} from '@chess-portal/portal-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { FieldGrid, FormActions } from '../../../components/form-controls';
import { useCreateLegacyTournament } from '../api/create-legacy-tournament';
import { createFailureText } from '../api/create-tournament';

function LegacyCreateForm() {
  const navigate = useNavigate();
  const [defaults] = useState(() => legacyTournamentDefaults(new Date()));
  const create = useCreateLegacyTournament();
  const form = useForm<LegacyTournamentFormValues, unknown, LegacyTournamentBody>({
    resolver: zodResolver(withStartWindow(legacyTournamentSchema, 'startTime')),
    defaultValues: defaults,
  });
  const e = form.formState.errors;
  const r = form.register;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const t = await create.mutateAsync(body);
      toast.success('Tournament Created', { description: t.name });
      navigate(`/tournaments/${t.id}/manage`);
    } catch (error) {
      toast.error('Failed to create tournament', { description: createFailureText(error) });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create tournament (legacy form)">
      <FieldGrid>
        <div className="wide">
          <TextField label="Tournament name" error={e.name?.message} {...r('name')} />
        </div>
        <div className="wide">
          <TextareaField label="Description (optional)" rows={3} error={e.description?.message} {...r('description')} />
        </div>
        <SelectField label="Format" error={e.format?.message} {...r('format')}>
          <option value="rapid">Rapid</option>
          <option value="blitz">Blitz</option>
          <option value="classical">Classical</option>
        </SelectField>
        <TextField
          label="Time control"
          hint="minutes+increment, e.g. 10+0"
          error={e.timeControl?.message}
          {...r('timeControl')}
        />
        <SelectField label="System" error={e.system?.message} {...r('system')}>
          <option value="swiss">Swiss</option>
          <option value="arena">Arena</option>
          <option value="round-robin">Round robin</option>
        </SelectField>
        <TextField
          label="Max players"
          type="number"
          inputMode="numeric"
          error={e.maxPlayers?.message}
          {...r('maxPlayers')}
        />
        <TextField label="Entry fee (₹)" inputMode="decimal" error={e.entryFee?.message} {...r('entryFee')} />
        <TextField label="Prize pool (₹)" inputMode="decimal" error={e.prizePool?.message} {...r('prizePool')} />
        <TextField
          label="Start time (India time)"
          type="datetime-local"
          error={e.startTime?.message}
          {...r('startTime')}
        />
        <TextField
          label="Rounds"
          type="number"
          inputMode="numeric"
          hint="Empty means unlimited (Arena style)"
          error={e.rounds?.message}
          {...r('rounds')}
        />
      </FieldGrid>
      <FormActions>
        <Button variant="outline" onClick={() => navigate('/tournaments')} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={create.isPending}>
          Create Tournament
        </Button>
      </FormActions>
    </form>
  );
}

export function LegacyCreatePage() {
  const { user } = useSession();
  if (user?.role !== 'organizer' && user?.role !== 'admin') {
    return (
      <EmptyState
        level={1}
        title="Organizer Access Required"
        description="Only organizers can create tournaments. Apply to become an organizer to run your own events."
        action={<ButtonLink to="/apply-organizer">Apply as Organizer</ButtonLink>}
      />
    );
  }
  return (
    <>
      <PageHeader title="Create Tournament" subtitle="Classic tournament form" />
      <Card>
        <LegacyCreateForm />
      </Card>
    </>
  );
}
