import { badRequest } from '@chess-portal/service-kit';

/** An optional `?status=` filter that must be one of `allowed` (400 otherwise). */
export function statusFilter<S extends string>(value: unknown, allowed: readonly S[]): S | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as S;
  throw badRequest(`status must be one of: ${allowed.join(', ')}`);
}
