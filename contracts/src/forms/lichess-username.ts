import { z } from './zod';
import { lichessUsername } from './fields';

export const LICHESS_USERNAME_REQUIRED = 'Please enter your Lichess username';
export const LICHESS_USERNAME_LENGTH = 'Lichess usernames are 2 to 30 characters long';

/**
 * product.md §5 External username step of the registration wizard (body of POST /api/auth/lichess/verify;
 * the user comes from the session). Lichess usernames are 2 to 30 letters, digits, underscores or
 * hyphens and case-sensitive, so the value is trimmed but kept as typed. Empty gives the product.md §5 message.
 */
export const lichessUsernameStepSchema = z.object({
  lichessUsername: lichessUsername({ required: LICHESS_USERNAME_REQUIRED, min: 2, tooShort: LICHESS_USERNAME_LENGTH }),
});
export type LichessUsernameStepFormValues = z.input<typeof lichessUsernameStepSchema>;
export type LichessUsernameStepData = z.output<typeof lichessUsernameStepSchema>;
