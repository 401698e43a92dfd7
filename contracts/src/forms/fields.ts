import { z } from './zod';

/**
 * Building blocks of the product.md §5 form schemas, written once. Text is trimmed (passwords never are).
 * An optional field left empty parses to null ("none"), so the browser's parsed output can be sent
 * as is and parses again to itself in the BFF. Number, money, date and time-control fields live in
 * the files re-exported at the bottom.
 */

/** One rule of a text field: a test and the message shown when it fails. */
export type TextRule = readonly [ok: (value: string) => boolean, message: string];

/**
 * A text field checked by `rules` in order, reporting only the first that fails (one message per
 * field, as a form shows it). `missing` is the message for a value that is not text at all. The
 * issue is not an explicit abort, so an object's cross-field rules with `when` still run.
 */
export function checkedText(missing: string, rules: TextRule[], options: { trim?: boolean } = {}) {
  const base = options.trim === false ? z.string({ error: missing }) : z.string({ error: missing }).trim();
  return base.check((payload) => {
    const failed = rules.find(([ok]) => !ok(payload.value));
    if (failed) payload.issues.push({ code: 'custom', message: failed[1], input: payload.value });
  });
}

const filled: TextRule[0] = (value) => value.length > 0;
const atLeast =
  (min: number): TextRule[0] =>
  (value) =>
    value.length >= min;
const atMost =
  (max: number): TextRule[0] =>
  (value) =>
    value.length <= max;
const matches =
  (pattern: RegExp): TextRule[0] =>
  (value) =>
    pattern.test(value);

/** A required text: empty (after trimming) gives `required`, longer than `max` gives `tooLong`. */
export function requiredText(r: { required: string; max: number; tooLong: string }) {
  return checkedText(r.required, [
    [filled, r.required],
    [atMost(r.max), r.tooLong],
  ]);
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
      for (const issue of result.error.issues)
        ctx.issues.push({ code: 'custom', message: issue.message, input: value });
      return z.NEVER;
    });
}

/** An optional free text of at most `max` characters (descriptions). */
export function optionalText(r: { max: number; tooLong: string }) {
  return optionalField(z.string().max(r.max, r.tooLong));
}

export const EMAIL_INVALID = 'Please enter a valid email address';

const emailFormat = z.email();

export function email() {
  return checkedText(EMAIL_INVALID, [
    [atMost(254), 'Email must be at most 254 characters'],
    [(value) => emailFormat.safeParse(value).success, EMAIL_INVALID],
  ]);
}

/** The simple password rule (login, registration, reset); at most 200 like the login API. */
export function password() {
  const tooShort = 'Password must be at least 6 characters';
  return z.string({ error: tooShort }).min(6, tooShort).max(200, 'Password must be at most 200 characters');
}

/** The organizer-application rule: at least 8, with an uppercase, a lowercase and a digit. */
export function strongPassword() {
  const tooShort = 'Password must be at least 8 characters';
  const rules: TextRule[] = [
    [atLeast(8), tooShort],
    [atMost(200), 'Password must be at most 200 characters'],
    [matches(/[A-Z]/), 'Password must contain at least one uppercase letter'],
    [matches(/[a-z]/), 'Password must contain at least one lowercase letter'],
    [matches(/\d/), 'Password must contain at least one number'],
  ];
  return checkedText(tooShort, rules, { trim: false });
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

/** Username: required, 3 to `max` letters, digits, hyphens and underscores (product.md §5). */
export function username(r: { max: number }) {
  const required = 'Username is required';
  return checkedText(required, [
    [filled, required],
    [atLeast(3), 'Username must be at least 3 characters'],
    [atMost(r.max), `Username must be at most ${r.max} characters`],
    [matches(/^[A-Za-z0-9_-]+$/), USERNAME_CHARSET],
  ]);
}

export const LICHESS_USERNAME_CHARSET = 'Lichess usernames can only contain letters, digits, underscores and hyphens';
export const LICHESS_USERNAME_TOO_LONG = 'Lichess username must be at most 30 characters';

/**
 * A Lichess username (case-sensitive, kept as typed): letters, digits, underscores and hyphens,
 * at most 30 characters. `required` is the message when empty; `min`/`tooShort` the lower bound.
 */
export function lichessUsername(r: { required: string; min: number; tooShort: string }) {
  return checkedText(r.required, [
    [filled, r.required],
    [atLeast(r.min), r.tooShort],
    [atMost(30), LICHESS_USERNAME_TOO_LONG],
    [matches(/^[A-Za-z0-9_-]+$/), LICHESS_USERNAME_CHARSET],
  ]);
}

/** A UPI ID shaped text@text (e.g. username@paytm, 9876543210@ybl); `invalid` is the form's message. */
export function upiId(invalid: string) {
  return checkedText(invalid, [
    [atMost(100), 'UPI ID must be at most 100 characters'],
    [matches(/^[A-Za-z0-9._-]+@[A-Za-z][A-Za-z0-9.-]*$/), invalid],
  ]);
}

export const UPI_ID_INVALID = 'Please enter a valid UPI ID (e.g., username@paytm, number@phonepe)';

export const WHATSAPP_INVALID = 'Please enter a valid WhatsApp number (e.g., +919876543210)';

/** International style: optional '+', then 2 to 15 digits, the first not 0. */
export function whatsappNumber() {
  return checkedText(WHATSAPP_INVALID, [[matches(/^\+?[1-9]\d{1,14}$/), WHATSAPP_INVALID]]);
}

export const TEAM_SLUG_CHARSET =
  'Team slug can only contain letters, numbers, hyphens and underscores (e.g., chess-school)';

/** A Lichess team id as in lichess.org/team/<slug>; `required` is the message when empty. */
export function teamSlug(required: string) {
  return checkedText(required, [
    [filled, required],
    [atMost(80), 'Team slug must be at most 80 characters'],
    [matches(/^[A-Za-z0-9_-]+$/), TEAM_SLUG_CHARSET],
  ]);
}

export const TRANSACTION_ID_SHAPE = 'Transaction ID must be 6 to 50 letters or digits';

/** A transaction id as stored and compared: no spaces at all, uppercase ('upi 1234 abcd' → 'UPI1234ABCD'). */
export function normaliseTransactionId(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/**
 * A UPI transaction reference, normalised (no spaces, uppercase). UPI UTRs are 12 digits, but banks
 * and apps show other references, so 6 to 50 letters or digits are accepted (see
 * transactionIdFormatWarning). `required` is the message when empty.
 */
export function transactionId(required: string) {
  return z
    .string({ error: required })
    .transform(normaliseTransactionId)
    .check((payload) => {
      const value = payload.value;
      const message = value.length === 0 ? required : /^[A-Z0-9]{6,50}$/.test(value) ? null : TRANSACTION_ID_SHAPE;
      if (message) payload.issues.push({ code: 'custom', message, input: value });
    });
}

export const TRANSACTION_ID_NOT_UPI =
  'This does not look like a UPI reference number (12 digits). Please check it against your payment app.';

/** A warning (never a refusal) when a transaction id is not a 12-digit UPI reference number. */
export function transactionIdFormatWarning(id: string | null | undefined): string | null {
  if (!id) return null;
  return /^\d{12}$/.test(normaliseTransactionId(id)) ? null : TRANSACTION_ID_NOT_UPI;
}

export * from './numbers';
export * from './date-time';
export * from './time-control';
