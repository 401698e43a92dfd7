// A list's page, search and filters live in the URL (?page=2&q=kolkata&fee=free), so Back, reload
// and a shared link show the same page. Changing a filter or the search goes back to page 1.
// Two changes in one tick (a debounced search landing as a filter is clicked) both stay: react-router
// hands every functional update the params of the last render, so each update builds on the one still
// waiting for that render.
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

export type ListParams<F extends string> = {
  page: number;
  q: string;
  filters: Record<F, string>;
  /** the query for the BFF: only what is set, numbers as text */
  query: Record<string, string>;
  setPage(page: number): void;
  setSearch(q: string): void;
  setFilter(name: F, value: string): void;
};

export function useListParams<F extends string>(filterNames: readonly F[], limit: number): ListParams<F> {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const key = filterNames.map((name) => `${name}=${params.get(name) ?? ''}`).join('&');
  const filters = useMemo(
    () => Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])) as Record<F, string>,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the filters' values
    [key],
  );
  const queued = useRef<{ base: string; next: URLSearchParams }>(undefined);
  useLayoutEffect(() => {
    queued.current = undefined; // rendered: the URL holds every update so far
  }, [params]);
  const update = useCallback(
    (changes: Record<string, string>) =>
      setParams(
        (current) => {
          const base = current.toString();
          const next = new URLSearchParams(queued.current?.base === base ? queued.current.next : current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          queued.current = { base, next };
          return next;
        },
        { replace: false },
      ),
    [setParams],
  );
  const setPage = useCallback((n: number) => update({ page: n > 1 ? String(n) : '' }), [update]);
  const setSearch = useCallback((text: string) => update({ q: text, page: '' }), [update]);
  const setFilter = useCallback((name: F, value: string) => update({ [name]: value, page: '' }), [update]);
  const query = useMemo(() => {
    const sent: Record<string, string> = { page: String(page), limit: String(limit) };
    if (q) sent.q = q;
    for (const [name, value] of Object.entries(filters)) if (value) sent[name] = value as string;
    return sent;
  }, [page, limit, q, filters]);
  return { page, q, filters, query, setPage, setSearch, setFilter };
}
