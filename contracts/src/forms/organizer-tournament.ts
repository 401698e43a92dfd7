import { z } from './zod';
import {
  dateTime,
  integer,
  money,
  optionalField,
  optionalInteger,
  optionalText,
  requiredText,
  splitTimeControl,
  teamSlug,
  timeControl,
} from './fields';
import { qrImage } from './qr-image';
import { prizeDistributionSchema, prizePool, prizeProblem } from './money-ledgers';

export const TOURNAMENT_TYPES = ['swiss', 'arena'] as const;
export const TEAM_SLUG_REQUIRED_FOR_SWISS = 'Team slug is required for Swiss tournaments';
export const MANUAL_JOIN_SWISS_ONLY = 'Manual join is only available for Swiss tournaments';

const rounds = () =>
  optionalInteger({ label: 'Rounds', min: 1, max: 20, tooSmall: 'At least 1 round', tooLarge: 'At most 20 rounds' });
const roundInterval = (fallback?: number) =>
  integer({
    label: 'Round interval',
    min: 30,
    max: 1800,
    fallback,
    notInteger: 'Round interval must be a whole number of seconds',
    tooSmall: 'Minimum 30 seconds',
    tooLarge: 'Maximum 30 minutes',
  });
const entryFee = () => money({ label: 'Entry fee', negative: 'Entry fee cannot be negative', fallback: '0' });
const optionalTeamSlug = () => optionalField(teamSlug(TEAM_SLUG_REQUIRED_FOR_SWISS));

const organizerTournamentFields = z.object({
  title: requiredText({ required: 'Title is required', max: 100, tooLong: 'Title too long' }),
  description: optionalText({ max: 2000, tooLong: 'Description must be at most 2000 characters' }),
  type: z.enum(TOURNAMENT_TYPES, { error: 'Tournament type is required' }),
  starts_at: dateTime('Start time is required'),
  clock_limit: integer({
    label: 'Clock limit',
    min: 1,
    max: 180,
    notInteger: 'Clock limit must be a whole number of minutes',
    tooSmall: 'Minimum 1 minute',
    tooLarge: 'Maximum 3 hours',
  }),
  clock_increment: integer({
    label: 'Increment',
    min: 0,
    max: 180,
    notInteger: 'Increment must be a whole number of seconds',
    tooSmall: 'Increment cannot be negative',
    tooLarge: 'Increment must be at most 180 seconds',
  }),
  nb_rounds: rounds(),
  round_interval: roundInterval(60),
  entry_fee: entryFee(),
  manual_join: z.boolean().default(false),
  team_slug: optionalTeamSlug(),
  qr_image: qrImage(),
  /** product.md §10; left out (an older client), the stored prizes stay as they are */
  prize_pool: prizePool().optional(),
  prize_distribution: prizeDistributionSchema.nullable().optional(),
});

/** The prize pool and its distribution fit (product.md §10): amounts add up to the pool, shares to 100%. */
const prizesFit = (pool: string | undefined, d: { mode: 'amount' | 'percent'; places: string[] } | null | undefined) =>
  pool === undefined ? null : prizeProblem(pool, d ?? null);

/** Cross-field rules run as soon as `type` and their own field are valid, even if others are not. */
const typeWith = {
  team_slug: organizerTournamentFields.pick({ type: true, team_slug: true }),
  manual_join: organizerTournamentFields.pick({ type: true, manual_join: true }),
};
const whenValid = (key: keyof typeof typeWith) => ({
  when: (payload: { value: unknown }) => typeWith[key].safeParse(payload.value).success,
});

/**
 * product.md §5 Organizer create form; also the body of POST and PUT /api/organizer/tournaments[/{id}].
 * Swiss needs a team slug; manual_join may be true only for Swiss; nb_rounds is Swiss only, so an
 * Arena parses with nb_rounds null. Empty round_interval means 60, empty entry_fee '0'; an empty
 * qr_image ('') means none (the profile UPI ID is used).
 */
export const organizerTournamentSchema = organizerTournamentFields
  .refine((t) => t.type !== 'swiss' || t.team_slug !== null, {
    message: TEAM_SLUG_REQUIRED_FOR_SWISS,
    path: ['team_slug'],
    ...whenValid('team_slug'),
  })
  .refine((t) => t.type === 'swiss' || !t.manual_join, {
    message: MANUAL_JOIN_SWISS_ONLY,
    path: ['manual_join'],
    ...whenValid('manual_join'),
  })
  .superRefine((t, ctx) => {
    const problem = prizesFit(t.prize_pool, t.prize_distribution);
    if (problem) ctx.addIssue({ code: 'custom', message: problem[1], path: [problem[0]] });
  })
  .transform((t) => (t.type === 'swiss' ? t : { ...t, nb_rounds: null }));
export type OrganizerTournamentFormValues = z.input<typeof organizerTournamentSchema>;
export type OrganizerTournamentBody = z.output<typeof organizerTournamentSchema>;

/** product.md §9 organizer form defaults: Swiss, clock 10 min, increment 0, 7 rounds, 60 s interval, fee 0. */
export const organizerTournamentDefaults = {
  title: '',
  description: '',
  type: 'swiss',
  starts_at: '',
  clock_limit: 10,
  clock_increment: 0,
  nb_rounds: 7,
  round_interval: 60,
  entry_fee: '0',
  manual_join: false,
  team_slug: '',
  qr_image: '',
  prize_pool: '0',
  prize_distribution: { mode: 'amount', places: [] },
} satisfies OrganizerTournamentFormValues;

/** product.md §5 Edit form on the organizer detail page (offered only before the push to Lichess). */
export const organizerTournamentEditSchema = z
  .object({
    name: requiredText({ required: 'Tournament name is required', max: 100, tooLong: 'Name too long' }),
    description: optionalText({ max: 2000, tooLong: 'Description must be at most 2000 characters' }),
    system: z.enum(TOURNAMENT_TYPES, { error: 'Please select a tournament system' }),
    timeControl: timeControl('Time control is required'),
    startTime: dateTime('Start time is required'),
    rounds: rounds(),
    roundInterval: roundInterval(),
    entryFee: entryFee(),
    lichessTeamSlug: optionalTeamSlug(),
    prizePool: prizePool().optional(),
    prizeDistribution: prizeDistributionSchema.nullable().optional(),
  })
  .superRefine((t, ctx) => {
    const problem = prizesFit(t.prizePool, t.prizeDistribution);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: problem[1],
        path: [problem[0] === 'prize_pool' ? 'prizePool' : 'prizeDistribution'],
      });
  });
export type OrganizerTournamentEditFormValues = z.input<typeof organizerTournamentEditSchema>;
export type OrganizerTournamentEditData = z.output<typeof organizerTournamentEditSchema>;

/** The PUT body an edit sends; core keeps the description when a body leaves it out. */
export type OrganizerTournamentUpdateBody = OrganizerTournamentBody;

/**
 * product.md §5 Edit form on save: timeControl split into clock_limit and clock_increment (defaults 10
 * and 0), manual_join false and qr_image empty. nb_rounds is Swiss only, as in the create form.
 */
export function editToUpdateBody(edit: OrganizerTournamentEditData): OrganizerTournamentUpdateBody {
  const { clockLimit, clockIncrement } = splitTimeControl(edit.timeControl);
  return {
    title: edit.name,
    description: edit.description ?? '',
    type: edit.system,
    starts_at: edit.startTime,
    clock_limit: clockLimit,
    clock_increment: clockIncrement,
    nb_rounds: edit.system === 'swiss' ? edit.rounds : null,
    round_interval: edit.roundInterval,
    entry_fee: edit.entryFee,
    manual_join: false,
    team_slug: edit.lichessTeamSlug,
    qr_image: '',
    ...(edit.prizePool !== undefined
      ? { prize_pool: edit.prizePool, prize_distribution: edit.prizeDistribution ?? null }
      : {}),
  };
}
