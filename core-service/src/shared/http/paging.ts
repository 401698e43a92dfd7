// Lists paged on the server: one way to read page / limit / q and the list's own filters
// from the query string (400 with the parameter's name otherwise), and to answer one page with its
// PageInfo. A list product.md §7 describes unpaged, asked without page or limit, answers its first
// `unpagedLimit` rows (documented per list): no answer grows with the table.
import type { PageInfo } from '@chess-portal/contracts';
import { badRequest } from '@chess-portal/service-kit';
import type { Model, QueryBuilder } from 'objection';
import { z, type ZodRawShape } from 'zod';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** What an unpaged list (product.md §7) answers at most when asked without page or limit. */
export const UNPAGED_LIMIT = 100;

export const pagingShape = {
  page: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  q: z.string().trim().max(100).optional(),
};

export type PageRequest = { page?: number; limit?: number };

/** The query string against `shape` (paging plus the list's filters); empty values count as absent. */
export function parseListQuery<Shape extends ZodRawShape>(
  shape: Shape,
  query: Record<string, unknown>,
): z.infer<z.ZodObject<typeof pagingShape & Shape>> {
  const given = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '' && v !== undefined));
  const parsed = z.object({ ...pagingShape, ...shape }).safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(`Invalid ${issue?.path.join('.') || 'query'}: ${issue?.message ?? 'not allowed'}`);
  }
  return parsed.data as z.infer<z.ZodObject<typeof pagingShape & Shape>>;
}

/** `%` and `_` match themselves; the rest is a case-insensitive substring. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function pageInfo(page: number, limit: number, total: number): PageInfo {
  return { page, limit, total, pages: Math.ceil(total / limit) };
}

/**
 * One page of `query` (already filtered and ordered) and where it sits. `unpagedLimit`: how many rows a list
 * product.md §7 describes unpaged answers when asked without page or limit (one page of that size); `total`: a
 * kept count instead of counting the matching rows on every page.
 */
export async function fetchPage<M extends Model>(
  query: QueryBuilder<M>,
  { page, limit }: PageRequest,
  {
    unpagedLimit,
    total: kept,
  }: { unpagedLimit?: number; total?: (count: () => Promise<number>) => Promise<number> } = {},
): Promise<{ rows: M[]; paging: PageInfo }> {
  // `total`: where the list keeps its count (the read model), given how to count
  const count = () => query.clone().resultSize();
  const total = kept ? await kept(count) : await count();
  const size = limit ?? (page === undefined && unpagedLimit ? unpagedLimit : DEFAULT_PAGE_SIZE);
  const at = page ?? 1;
  const rows = (await query
    .clone()
    .limit(size)
    .offset((at - 1) * size)) as M[];
  return { rows, paging: pageInfo(at, size, total) };
}

/** `?page=&limit=` of an unpaged array list (product.md §7 keeps its shape): the first UNPAGED_LIMIT by default. */
export function arrayPage(query: Record<string, unknown>): { limit: number; offset: number } {
  const { page, limit } = parseListQuery({}, { page: query.page, limit: query.limit });
  const size = limit ?? UNPAGED_LIMIT;
  return { limit: size, offset: ((page ?? 1) - 1) * size };
}
