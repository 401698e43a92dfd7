// product.md §5 Arena and Swiss forms of the integration panel (name ≤ 30, clock 30–10800 s, increment
// 0–180 s; Swiss adds the team slug, 3–20 rounds and manual join). Clock values are in seconds.
import {
  arenaFormSchema,
  swissFormSchema,
  type ArenaFormData,
  type ArenaFormValues,
  type OrganizerTournament,
  type PushResult,
  type SwissFormData,
  type SwissFormValues,
} from '@chess-portal/contracts';
import { Button, Switch, TextField, errorMessage, toast } from '@chess-portal/portal-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FieldGrid, FormActions } from '../../../components/form-controls';
import { useCreateLichessArena } from '../api/create-lichess-arena';
import { useCreateLichessSwiss } from '../api/create-lichess-swiss';

const clockOf = (t: OrganizerTournament) => {
  const [minutes, increment] = t.timeControl.split('+').map((part) => Number(part) || 0);
  return { clockLimit: (minutes || 10) * 60, clockIncrement: increment ?? 0 };
};
const startsOf = (t: OrganizerTournament) => ({ startTime: t.startTime, startAtIso: t.startTime });

function usePanelCreate<T>(mutation: UseMutationResult<PushResult, Error, T>, failure: string) {
  const run = async (body: T) => {
    try {
      const res = await mutation.mutateAsync(body);
      toast.success('Pushed to Lichess', { description: res.message });
    } catch (error) {
      toast.error(failure, { description: errorMessage(error, failure) });
    }
  };
  return { run, pending: mutation.isPending };
}

export function ArenaCreateForm({ tournament: t }: { tournament: OrganizerTournament }) {
  const { run, pending } = usePanelCreate(useCreateLichessArena(), 'Failed to create Lichess arena');
  const form = useForm<ArenaFormValues, unknown, ArenaFormData>({
    resolver: zodResolver(arenaFormSchema),
    defaultValues: { name: t.name.slice(0, 30), ...clockOf(t) },
  });
  const e = form.formState.errors;
  return (
    <form
      noValidate
      aria-label="Create a Lichess Arena"
      onSubmit={form.handleSubmit((d) => run({ tournamentId: t.id, ...d, ...startsOf(t) }))}
    >
      <FieldGrid>
        <div className="wide">
          <TextField label="Arena name" maxLength={30} error={e.name?.message} {...form.register('name')} />
        </div>
        <TextField
          label="Clock (seconds)"
          type="number"
          inputMode="numeric"
          error={e.clockLimit?.message}
          {...form.register('clockLimit')}
        />
        <TextField
          label="Increment (seconds)"
          type="number"
          inputMode="numeric"
          error={e.clockIncrement?.message}
          {...form.register('clockIncrement')}
        />
      </FieldGrid>
      <FormActions>
        <Button type="submit" loading={pending}>
          Create Arena on Lichess
        </Button>
      </FormActions>
    </form>
  );
}

export function SwissCreateForm({ tournament: t }: { tournament: OrganizerTournament }) {
  const { run, pending } = usePanelCreate(useCreateLichessSwiss(), 'Failed to create Lichess Swiss');
  const defaults: SwissFormValues = {
    name: t.name.slice(0, 30),
    ...clockOf(t),
    teamSlug: t.lichessTeamSlug ?? '',
    nbRounds: Math.max(3, t.rounds ?? 7),
    manualJoin: t.manualPairing,
  };
  const form = useForm<SwissFormValues, unknown, SwissFormData>({
    resolver: zodResolver(swissFormSchema),
    defaultValues: defaults,
  });
  const e = form.formState.errors;
  return (
    <form
      noValidate
      aria-label="Create a Lichess Swiss"
      onSubmit={form.handleSubmit((d) => run({ tournamentId: t.id, ...d, ...startsOf(t) }))}
    >
      <FieldGrid>
        <div className="wide">
          <TextField label="Swiss name" maxLength={30} error={e.name?.message} {...form.register('name')} />
        </div>
        <TextField
          label="Clock (seconds)"
          type="number"
          inputMode="numeric"
          error={e.clockLimit?.message}
          {...form.register('clockLimit')}
        />
        <TextField
          label="Increment (seconds)"
          type="number"
          inputMode="numeric"
          error={e.clockIncrement?.message}
          {...form.register('clockIncrement')}
        />
        <TextField label="Team slug" autoCapitalize="off" error={e.teamSlug?.message} {...form.register('teamSlug')} />
        <TextField
          label="Rounds"
          type="number"
          inputMode="numeric"
          hint="3 to 20"
          error={e.nbRounds?.message}
          {...form.register('nbRounds')}
        />
        <div className="wide">
          <Switch label="Manual join" error={e.manualJoin?.message} {...form.register('manualJoin')} />
        </div>
      </FieldGrid>
      <FormActions>
        <Button type="submit" loading={pending}>
          Create Swiss on Lichess
        </Button>
      </FormActions>
    </form>
  );
}
