import { z } from './zod';
import { email, lichessUsername, optionalField, UPI_ID_INVALID, upiId, username, whatsappNumber } from './fields';

export const PROFILE_LICHESS_TOO_SHORT = 'Lichess username must be at least 3 characters';

/**
 * product.md §5 Profile (body of PUT /api/me). Username 3–20 letters, digits, hyphens, underscores; valid
 * email. The Lichess username, UPI ID and WhatsApp number are optional: an empty field parses to
 * null (none); a Lichess username has at least 3 characters if given.
 */
export const profileSchema = z.object({
  username: username({ max: 20 }),
  email: email(),
  lichessUsername: optionalField(
    lichessUsername({ required: PROFILE_LICHESS_TOO_SHORT, min: 3, tooShort: PROFILE_LICHESS_TOO_SHORT }),
  ),
  upiId: optionalField(upiId(UPI_ID_INVALID)),
  whatsappNumber: optionalField(whatsappNumber()),
});
export type ProfileFormValues = z.input<typeof profileSchema>;
export type ProfileBody = z.output<typeof profileSchema>;
