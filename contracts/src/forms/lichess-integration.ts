import { z } from './zod';
import { integer, lichessUsername, requiredText, teamSlug } from './fields';

/**
 * product.md §5 forms of the legacy manage screen's Lichess integration panel. The API bodies add the
 * tournament id and start times, which come from the tournament, not from the form.
 */
export const ARENA_NAME_TOO_LONG = 'Tournament name must be 30 characters or less';
export const SWISS_TEAM_SLUG_REQUIRED = 'Team slug is required for Swiss tournaments';

const integrationFields = {
  name: requiredText({ required: 'Tournament name is required', max: 30, tooLong: ARENA_NAME_TOO_LONG }),
  clockLimit: integer({
    label: 'Clock limit',
    min: 30,
    max: 10800,
    required: 'Clock limit is required',
    notInteger: 'Clock limit must be a whole number of seconds',
    tooSmall: 'Clock limit must be at least 30 seconds',
    tooLarge: 'Clock limit must be at most 10800 seconds (3 hours)',
  }),
  clockIncrement: integer({
    label: 'Increment',
    min: 0,
    max: 180,
    required: 'Increment is required',
    notInteger: 'Increment must be a whole number of seconds',
    tooSmall: 'Increment cannot be negative',
    tooLarge: 'Increment must be at most 180 seconds',
  }),
};

/** Arena: name 1–30, clockLimit 30–10800 s, clockIncrement 0–180 s. */
export const arenaFormSchema = z.object(integrationFields);
export type ArenaFormValues = z.input<typeof arenaFormSchema>;
export type ArenaFormData = z.output<typeof arenaFormSchema>;

/** Swiss: the Arena fields plus a required team slug, 3–20 rounds and manualJoin (default false). */
export const swissFormSchema = z.object({
  ...integrationFields,
  teamSlug: teamSlug(SWISS_TEAM_SLUG_REQUIRED),
  nbRounds: integer({
    label: 'Rounds',
    min: 3,
    max: 20,
    required: 'Number of rounds is required',
    tooSmall: 'At least 3 rounds',
    tooLarge: 'At most 20 rounds',
  }),
  manualJoin: z.boolean().default(false),
});
export type SwissFormValues = z.input<typeof swissFormSchema>;
export type SwissFormData = z.output<typeof swissFormSchema>;

/** Add or remove a player of a Swiss on Lichess: the Lichess username is required. */
export const swissPlayerSchema = z.object({
  username: lichessUsername({
    required: 'Lichess username is required',
    min: 2,
    tooShort: 'Lichess usernames are 2 to 30 characters long',
  }),
});
export type SwissPlayerFormValues = z.input<typeof swissPlayerSchema>;
export type SwissPlayerData = z.output<typeof swissPlayerSchema>;

/**
 * The legacy panel's Add Player on a paid tournament: an allow-list edit, not a registration (said after the
 * "can now join" sentence).
 */
export const PAID_ADD_PLAYER_NOTE =
  'This only lets them in on Lichess: it does not register them, so no entry fee is recorded for them and they are not an approved player (prizes go to approved players). To count a fee, approve their registration in Manage Registrations.';
