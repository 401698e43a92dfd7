import { z } from 'zod';

/**
 * Building blocks of the SPEC §5 form schemas, written once. Text is trimmed (passwords never are).
 * An optional field left empty parses to null ("none"), so the browser's parsed output can be sent
 * as is and parses again to itself in the BFF. Number, money, date and time-control fields live in
 * the files re-exported at the bottom.
 */

/** A required text: empty (after trimming) gives `required`, longer than `max` gives `tooLong`. */
export function requiredText(r: { required: string; max: number; tooLong: string }) {
  return z
    .string({ error: r.required })
    .trim()
    .min(1, { error: r.required, abort: true })
    .max(r.max, r.tooLong);
}

/** Makes a text rule optional: empty, null or missing parses to null; anything else must pass `rule`. */
export function optionalField(rule: z.ZodType<string, string>) {
  return z
    .custom<string>(() => true)
    .nullish()
    .transform((value, ctx): string | null => {
      const text = typeof value === 'string' ? value.trim() : value;
      if (text === '' || text === null || text === undefined) return null;
      const result = rule.safeParse(text);
      if (result.success) return result.data;
      for (const issue of result.error.issues) ctx.issues.push({ code: 'custom', message: issue.message, input: value });
      return z.NEVER;
    });
}

/** An optional free text of at most `max` characters (descriptions). */
export function optionalText(r: { max: number; tooLong: string }) {
  return optionalField(z.string().max(r.max, r.tooLong));
}

export const EMAIL_INVALID = 'Please enter a valid email address';

export function email() {
  return z
    .string({ error: EMAIL_INVALID })
    .trim()
    .max(254, { error: 'Email must be at most 254 characters', abort: true })
    .email(EMAIL_INVALID);
}

/** The simple password rule (login, registration, reset); at most 200 like the login API. */
export function password() {
  const tooShort = 'Password must be at least 6 characters';
  return z.string({ error: tooShort }).min(6, tooShort).max(200, 'Password must be at most 200 characters');
}

/** The organizer-application rule: at least 8, with an uppercase, a lowercase and a digit. */
export function strongPassword() {
  const tooShort = 'Password must be at least 8 characters';
  return z
    .string({ error: tooShort })
    .min(8, { error: tooShort, abort: true })
    .max(200, { error: 'Password must be at most 200 characters', abort: true })
    .regex(/[A-Z]/, 'Password must contain at least one uppercase letter')
    .regex(/[a-z]/, 'Password must contain at least one lowercase letter')
    .regex(/\d/, 'Password must contain at least one number');
}

export const PASSWORDS_DONT_MATCH = "Passwords don't match";
const passwordPair = z.object({ password: z.string(), confirmPassword: z.string() });

/** `.refine(passwordsMatch, passwordsMatchParams)`: the confirmation must equal the password. */
export function passwordsMatch(data: { password: string; confirmPassword: string }): boolean {
  return data.password === data.confirmPassword;
}

export const passwordsMatchParams = {
  message: PASSWORDS_DONT_MATCH,
  path: ['confirmPassword'],
  // Also when other fields are invalid, so every problem shows at once.
  when: (payload: { value: unknown }) => passwordPair.safeParse(payload.value).success,
};

export const USERNAME_CHARSET = 'Username can only contain letters, numbers, hyphens and underscores';

/** Username: required, 3 to `max` letters, digits, hyphens and underscores (SPEC §5). */
export function username(r: { max: number }) {
  const required = 'Username is required';
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .min(3, { error: 'Username must be at least 3 characters', abort: true })
    .max(r.max, { error: `Username must be at most ${r.max} characters`, abort: true })
    .regex(/^[A-Za-z0-9_-]+$/, USERNAME_CHARSET);
}

export const LICHESS_USERNAME_CHARSET = 'Lichess usernames can only contain letters, digits, underscores and hyphens';
export const LICHESS_USERNAME_TOO_LONG = 'Lichess username must be at most 30 characters';

/**
 * A Lichess username (case-sensitive, kept as typed): letters, digits, underscores and hyphens,
 * at most 30 characters. `required` is the message when empty; `min`/`tooShort` the lower bound.
 */
export function lichessUsername(r: { required: string; min: number; tooShort: string }) {
  return z
    .string({ error: r.required })
    .trim()
    .min(1, { error: r.required, abort: true })
    .min(r.min, { error: r.tooShort, abort: true })
    .max(30, { error: LICHESS_USERNAME_TOO_LONG, abort: true })
    .regex(/^[A-Za-z0-9_-]+$/, LICHESS_USERNAME_CHARSET);
}

/** A UPI ID shaped text@text (e.g. username@paytm, 9876543210@ybl); `invalid` is the form's message. */
export function upiId(invalid: string) {
  return z
    .string({ error: invalid })
    .trim()
    .max(100, { error: 'UPI ID must be at most 100 characters', abort: true })
    .regex(/^[A-Za-z0-9._-]+@[A-Za-z][A-Za-z0-9.-]*$/, invalid);
}

export const UPI_ID_INVALID = 'Please enter a valid UPI ID (e.g., username@paytm, number@phonepe)';

export const WHATSAPP_INVALID = 'Please enter a valid WhatsApp number (e.g., +919876543210)';

/** International style: optional '+', then 2 to 15 digits, the first not 0. */
export function whatsappNumber() {
  return z.string({ error: WHATSAPP_INVALID }).trim().regex(/^\+?[1-9]\d{1,14}$/, WHATSAPP_INVALID);
}

export const TEAM_SLUG_CHARSET = 'Team slug can only contain letters, numbers, hyphens and underscores (e.g., chess-school)';

/** A Lichess team id as in lichess.org/team/<slug>; `required` is the message when empty. */
export function teamSlug(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(80, { error: 'Team slug must be at most 80 characters', abort: true })
    .regex(/^[A-Za-z0-9_-]+$/, TEAM_SLUG_CHARSET);
}

export const TRANSACTION_ID_SHAPE = 'Transaction ID must be 6 to 50 letters or digits';

/**
 * A UPI transaction reference. UPI UTRs are 12 digits, but banks and apps show other references,
 * so 6 to 50 letters or digits are accepted. `required` is the message when empty.
 */
export function transactionId(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .regex(/^[A-Za-z0-9]{6,50}$/, TRANSACTION_ID_SHAPE);
}

export * from './numbers';
export * from './date-time';
export * from './time-control';
