import { z } from './zod';
import {
  dateTime,
  integer,
  money,
  optionalInteger,
  optionalText,
  requiredText,
  timeControl,
  toKolkataLocalInput,
} from './fields';

export const TOURNAMENT_FORMATS = ['rapid', 'blitz', 'classical'] as const;
export const TOURNAMENT_SYSTEMS = ['swiss', 'arena', 'round-robin'] as const;

/**
 * product.md §5 Legacy create form (/tournaments/create; body of POST /api/tournaments without the
 * organizerId, which the server takes from the session). Empty entry fee and prize pool mean '0';
 * empty rounds mean unlimited (null, Arena style). Start time is read as Asia/Kolkata when it
 * carries no offset and parses to an ISO UTC string.
 */
export const legacyTournamentSchema = z.object({
  name: requiredText({ required: 'Tournament name is required', max: 100, tooLong: 'Name too long' }),
  description: optionalText({ max: 2000, tooLong: 'Description must be at most 2000 characters' }),
  format: z.enum(TOURNAMENT_FORMATS, { error: 'Please select a format' }),
  timeControl: timeControl('Time control is required'),
  system: z.enum(TOURNAMENT_SYSTEMS, { error: 'Please select a tournament system' }),
  maxPlayers: integer({
    label: 'Max players',
    min: 2,
    max: 1000,
    tooSmall: 'At least 2 players required',
    tooLarge: 'Too many players',
  }),
  entryFee: money({ label: 'Entry fee', fallback: '0' }),
  prizePool: money({ label: 'Prize pool', fallback: '0' }),
  startTime: dateTime('Start time is required'),
  rounds: optionalInteger({
    label: 'Rounds',
    min: 1,
    max: 20,
    tooSmall: 'At least 1 round',
    tooLarge: 'At most 20 rounds',
  }),
});
export type LegacyTournamentFormValues = z.input<typeof legacyTournamentSchema>;
export type LegacyTournamentBody = z.output<typeof legacyTournamentSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** product.md §9 legacy form defaults; the start is one day after `now`, as a Kolkata datetime-local value. */
export function legacyTournamentDefaults(now: Date): LegacyTournamentFormValues {
  return {
    name: '',
    description: '',
    format: 'rapid',
    timeControl: '10+0',
    system: 'swiss',
    maxPlayers: 16,
    entryFee: '0',
    prizePool: '0',
    startTime: toKolkataLocalInput(new Date(now.getTime() + DAY_MS)),
    rounds: 7,
  };
}
