import { z } from './zod';
import {
  checkedText,
  email,
  lichessUsername,
  PASSWORDS_DONT_MATCH,
  passwordsMatch,
  passwordsMatchParams,
  strongPassword,
  UPI_ID_INVALID,
  upiId,
  username,
} from './fields';

export const APPLICATION_LICHESS_REQUIRED = 'Lichess username is required for tournament integration';
export const APPLICATION_NOTE_TOO_SHORT =
  'Please provide at least 50 characters explaining why you want to become an organizer';
export const APPLICATION_NOTE_TOO_LONG = 'Application note must be less than 500 characters';

/** The application itself (product.md §5): Lichess username 1–30, note 50–500 characters, payout UPI ID. */
const applicationFields = {
  lichessUsername: lichessUsername({
    required: APPLICATION_LICHESS_REQUIRED,
    min: 1,
    tooShort: APPLICATION_LICHESS_REQUIRED,
  }),
  applicationNote: checkedText(APPLICATION_NOTE_TOO_SHORT, [
    [(note) => note.length >= 50, APPLICATION_NOTE_TOO_SHORT],
    [(note) => note.length <= 500, APPLICATION_NOTE_TOO_LONG],
  ]),
  upiId: upiId(UPI_ID_INVALID),
};

/**
 * Body of POST /api/apply-organizer from a visitor: a new account (username 3–50) plus the application.
 * The Lichess username is the one the visitor proved by signing in with Lichess (lichessProof).
 */
export const organizerApplicationBodySchema = z.object({
  username: username({ max: 50 }),
  email: email(),
  password: strongPassword(),
  ...applicationFields,
  lichessProof: z.string().max(100).optional(),
});
export type OrganizerApplicationBody = z.output<typeof organizerApplicationBodySchema>;

/** The /apply-organizer form for a visitor: the body plus the password confirmation. */
export const organizerApplicationSchema = organizerApplicationBodySchema
  .extend({ confirmPassword: z.string({ error: PASSWORDS_DONT_MATCH }) })
  .refine(passwordsMatch, passwordsMatchParams);
export type OrganizerApplicationFormValues = z.input<typeof organizerApplicationSchema>;
export type OrganizerApplicationData = z.output<typeof organizerApplicationSchema>;

/** Form and body for a signed-in player applying for their own account (no account fields). */
export const playerOrganizerApplicationSchema = z.object(applicationFields);
export type PlayerOrganizerApplicationFormValues = z.input<typeof playerOrganizerApplicationSchema>;
export type PlayerOrganizerApplicationBody = z.output<typeof playerOrganizerApplicationSchema>;
