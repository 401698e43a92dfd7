// product.md §5 Organizer create form: react-hook-form with the shared zod schema (same messages as the BFF).
// Swiss needs a team slug; rounds and manual join are Swiss only (the switch is disabled for Arena).
import {
  organizerTournamentSchema,
  withStartWindow,
  type OrganizerTournamentBody,
  type OrganizerTournamentFormValues,
} from '@chess-portal/contracts';
import { Button, SelectField, Switch, TextareaField, TextField } from '@chess-portal/portal-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FieldGrid, FormActions } from '../../../components/form-controls';
import { PrizeFields } from '../../../components/money/prize-fields';
import { QrImageField } from './qr-image-field';

type Props = {
  defaults: OrganizerTournamentFormValues;
  submitting: boolean;
  onSubmit: (body: OrganizerTournamentBody) => Promise<void>;
  onCancel: () => void;
};

/** The start 10 minutes to 1 year ahead on the browser's clock (core checks again on its own). */
const createSchema = withStartWindow(organizerTournamentSchema, 'starts_at');

export function OrganizerTournamentForm({ defaults, submitting, onSubmit, onCancel }: Props) {
  const form = useForm<OrganizerTournamentFormValues, unknown, OrganizerTournamentBody>({
    resolver: zodResolver(createSchema),
    defaultValues: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, formState, watch, setValue } = form;
  const e = formState.errors;
  const type = watch('type');
  const qr = watch('qr_image') ?? '';
  const isSwiss = type === 'swiss';
  const pool = watch('prize_pool') ?? '0';
  const distribution = watch('prize_distribution') ?? { mode: 'amount' as const, places: [] };
  useEffect(() => {
    if (!isSwiss) setValue('manual_join', false);
  }, [isSwiss, setValue]);

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Create tournament">
      <FieldGrid>
        <div className="wide">
          <TextField label="Title" required maxLength={100} error={e.title?.message} {...register('title')} />
        </div>
        <div className="wide">
          <TextareaField
            label="Description (optional)"
            rows={3}
            error={e.description?.message}
            {...register('description')}
          />
        </div>
        <SelectField label="Tournament type" error={e.type?.message} {...register('type')}>
          <option value="swiss">Swiss</option>
          <option value="arena">Arena</option>
        </SelectField>
        <TextField
          label="Starts at (India time)"
          type="datetime-local"
          required
          error={e.starts_at?.message}
          {...register('starts_at')}
        />
        <TextField
          label="Clock (minutes)"
          type="number"
          inputMode="numeric"
          min={1}
          max={180}
          error={e.clock_limit?.message}
          {...register('clock_limit')}
        />
        <TextField
          label="Increment (seconds)"
          type="number"
          inputMode="numeric"
          min={0}
          max={180}
          error={e.clock_increment?.message}
          {...register('clock_increment')}
        />
        {isSwiss && (
          <TextField
            label="Rounds"
            type="number"
            inputMode="numeric"
            min={1}
            max={20}
            hint="1 to 20"
            error={e.nb_rounds?.message}
            {...register('nb_rounds')}
          />
        )}
        <TextField
          label="Round interval (seconds)"
          type="number"
          inputMode="numeric"
          min={30}
          max={1800}
          hint="30 seconds to 30 minutes"
          error={e.round_interval?.message}
          {...register('round_interval')}
        />
        <TextField
          label="Entry fee (₹)"
          inputMode="decimal"
          hint="0 for a free tournament"
          error={e.entry_fee?.message}
          {...register('entry_fee')}
        />
        <TextField
          label={isSwiss ? 'Lichess team slug' : 'Lichess team slug (optional)'}
          autoCapitalize="off"
          hint="The team on Lichess the Swiss is played in, e.g. chess-school"
          error={e.team_slug?.message}
          {...register('team_slug')}
        />
        <div className="wide">
          <Switch
            label="Manual join (Swiss only)"
            disabled={!isSwiss}
            hint="Players are let in by the organizer"
            error={e.manual_join?.message}
            {...register('manual_join')}
          />
        </div>
        <div className="wide">
          <PrizeFields
            pool={String(pool)}
            distribution={distribution}
            poolError={e.prize_pool?.message}
            distributionError={e.prize_distribution?.message}
            onPool={(v) => setValue('prize_pool', v, { shouldValidate: formState.isSubmitted, shouldDirty: true })}
            onDistribution={(v) =>
              setValue('prize_distribution', v, { shouldValidate: formState.isSubmitted, shouldDirty: true })
            }
          />
        </div>
        <div className="wide">
          <QrImageField
            value={qr}
            error={e.qr_image?.message}
            onChange={(v) => setValue('qr_image', v, { shouldValidate: true, shouldDirty: true })}
          />
        </div>
      </FieldGrid>
      <FormActions>
        <Button variant="outline" onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
        <Button type="submit" loading={submitting}>
          Create Tournament
        </Button>
      </FormActions>
    </form>
  );
}
