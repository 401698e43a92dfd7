// The product.md §5 rules are checked in core too, with the shared zod form schemas of contracts/ (the same
// messages the browser shows): the first failing rule becomes a 400 `{ message }`.
import { badRequest } from '@chess-portal/service-kit';
import type { ZodType } from 'zod';

export function parseForm<T>(schema: ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Invalid input');
  return result.data;
}
