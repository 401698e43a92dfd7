// product.md §5 Edit form, offered only before the push: saved as the create form's fields (timeControl split
// into clock_limit and clock_increment, manual_join false, qr_image empty).
import {
  editToUpdateBody,
  organizerTournamentEditSchema,
  withStartWindow,
  toKolkataLocalInput,
  type OrganizerTournament,
  type OrganizerTournamentEditData,
  type OrganizerTournamentEditFormValues,
} from '@chess-portal/contracts';
import {
  Button,
  Card,
  CardHeader,
  CardTitle,
  SelectField,
  TextareaField,
  TextField,
  errorMessage,
  toast,
} from '@chess-portal/portal-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FieldGrid, FormActions } from '../../../components/form-controls';
import { PrizeFields } from '../../../components/money/prize-fields';
import { useUpdateTournament } from '../api/update-tournament';

const valuesOf = (t: OrganizerTournament): OrganizerTournamentEditFormValues => ({
  name: t.name,
  description: t.description ?? '',
  system: t.system === 'arena' ? 'arena' : 'swiss',
  timeControl: t.timeControl,
  startTime: t.startTime ? toKolkataLocalInput(new Date(t.startTime)) : '',
  rounds: t.rounds ?? '',
  roundInterval: t.roundInterval,
  entryFee: t.entryFee,
  lichessTeamSlug: t.lichessTeamSlug ?? '',
  prizePool: t.prizePool,
  prizeDistribution: t.prizeDistribution
    ? { mode: t.prizeDistribution.mode, places: t.prizeDistribution.places }
    : { mode: 'amount', places: [] },
});

export function EditTournamentCard({ tournament: t }: { tournament: OrganizerTournament }) {
  const save = useUpdateTournament(t.id);
  const form = useForm<OrganizerTournamentEditFormValues, unknown, OrganizerTournamentEditData>({
    resolver: zodResolver(withStartWindow(organizerTournamentEditSchema, 'startTime', { unchanged: t.startTime })),
    defaultValues: valuesOf(t),
  });
  const e = form.formState.errors;
  const pool = form.watch('prizePool') ?? '0';
  const distribution = form.watch('prizeDistribution') ?? { mode: 'amount' as const, places: [] };
  const revalidate = { shouldValidate: form.formState.isSubmitted, shouldDirty: true };
  const onSubmit = form.handleSubmit(async (data) => {
    try {
      await save.mutateAsync(editToUpdateBody(data));
      toast.success('Tournament Updated');
    } catch (error) {
      toast.error('Update Failed', { description: errorMessage(error, 'Failed to update tournament') });
    }
  });
  return (
    <Card aria-labelledby="edit-title">
      <CardHeader>
        <CardTitle id="edit-title" as="h2">
          Edit Tournament
        </CardTitle>
      </CardHeader>
      <form onSubmit={onSubmit} noValidate aria-label="Edit tournament">
        <FieldGrid>
          <div className="wide">
            <TextField label="Name" error={e.name?.message} {...form.register('name')} />
          </div>
          <div className="wide">
            <TextareaField
              label="Description (optional)"
              rows={3}
              error={e.description?.message}
              {...form.register('description')}
            />
          </div>
          <SelectField label="System" error={e.system?.message} {...form.register('system')}>
            <option value="swiss">Swiss</option>
            <option value="arena">Arena</option>
          </SelectField>
          <TextField
            label="Time control"
            hint="minutes+increment, e.g. 10+5"
            error={e.timeControl?.message}
            {...form.register('timeControl')}
          />
          <TextField
            label="Start time (India time)"
            type="datetime-local"
            error={e.startTime?.message}
            {...form.register('startTime')}
          />
          <TextField
            label="Rounds"
            type="number"
            inputMode="numeric"
            error={e.rounds?.message}
            {...form.register('rounds')}
          />
          <TextField
            label="Round interval (seconds)"
            type="number"
            inputMode="numeric"
            error={e.roundInterval?.message}
            {...form.register('roundInterval')}
          />
          <TextField
            label="Entry fee (₹)"
            inputMode="decimal"
            error={e.entryFee?.message}
            {...form.register('entryFee')}
          />
          <div className="wide">
            <TextField
              label="Lichess team slug (optional)"
              autoCapitalize="off"
              error={e.lichessTeamSlug?.message}
              {...form.register('lichessTeamSlug')}
            />
          </div>
          <div className="wide">
            <PrizeFields
              pool={String(pool)}
              distribution={distribution}
              poolError={e.prizePool?.message}
              distributionError={e.prizeDistribution?.message}
              onPool={(v) => form.setValue('prizePool', v, revalidate)}
              onDistribution={(v) => form.setValue('prizeDistribution', v, revalidate)}
            />
          </div>
        </FieldGrid>
        <FormActions>
          <Button type="submit" loading={save.isPending}>
            Save Changes
          </Button>
        </FormActions>
      </form>
    </Card>
  );
}
