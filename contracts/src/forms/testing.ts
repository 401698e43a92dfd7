import type { z } from 'zod';

/**
 * Test helpers for the form schemas (not exported from the package). `errorsOf` lists the messages
 * per field path ('' for the value itself), the way a form shows them; `{}` means valid.
 */
export function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

/** The messages for one value of one rule (a field's schema), [] when valid. */
export function messagesOf(schema: z.ZodType, value: unknown): string[] {
  return errorsOf(schema, value)[''] ?? [];
}

/** The parsed value; throws with the messages when invalid. */
export function parseOk<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(JSON.stringify(errorsOf(schema, input)));
  return result.data;
}

/** A parsed value parses again to itself, so the browser can send its output for the BFF to check. */
export function expectStable(schema: z.ZodType, input: unknown): void {
  const once = parseOk(schema, input);
  expect(parseOk(schema, once)).toEqual(once);
}

export const repeat = (char: string, length: number) => char.repeat(length);
