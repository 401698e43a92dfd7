// Preload hints on the pages the edge serves (issue 25): at 400 ms a round trip, each file the page would only
// ask for after another arrived costs one more. A page the shell does not render itself gets a `Link` header
// naming /remotes.json and every remote's routes.json (asked for by src/remotes/early.ts as soon as main.js
// runs) and, once the edge has read the remotes' route tables, what the route opened needs: the owning remote's
// manifest (which the Module Federation runtime fetches), its files (routes.json `files`, written by the remote's
// build: libs/portal-kit/webpack/preload-hints.js, never by hand) and the API calls its page makes at once
// (routes.ts `prefetch`). The tables are read through the BFF serving each remote (or at their own address when
// absolute), at most every ROUTE_TABLES_TTL_MS and never while a page waits: a page answered before then gets the
// JSON hints alone, and a remote redeployed since loads as without hints.
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { SHELL_OWN_PATHS } from '../src/remotes/shell-paths';
import type { EdgeConfig } from './config';
import { PROXY_ROUTES } from './proxy';

export const ROUTE_TABLES_TTL_MS = 30_000;
const TABLE_TIMEOUT_MS = 2_000;
/** A file name of a remote's build: what routes.json may name (no path, no other origin). */
const BUILD_FILE = /^[\w.-]+\.js$/;

/**
 * How well a route pattern matches `pathname`: null when it does not; else more for static segments than for
 * parameters, least for a splat (React Router's ranking, enough to pick one remote's route among all).
 */
export function routeScore(pattern: string, pathname: string): number | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  let score = 0;
  for (const [i, segment] of want.entries()) {
    if (segment === '*') return score + 1;
    if (i >= have.length) return null;
    if (segment.startsWith(':')) score += 2;
    else if (segment === have[i]) score += 3;
    else return null;
  }
  return want.length === have.length ? score : null;
}

/** A call of the portal's own API (its path and query): what routes.json `prefetch` may name. */
const API_CALL = /^\/api\/[\w\-/.~%]*(\?[\w\-.~%&=]*)?$/;

type TableRoute = { path: string; files: string[]; prefetch: string[] };
type Table = { manifest: URL; routes: TableRoute[] };

/** A routes.json answer as far as the hints use it; anything else reads as no routes. */
function routesOf(value: unknown): TableRoute[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((route: unknown) => {
    const { path, files, prefetch } = (route ?? {}) as { path?: unknown; files?: unknown; prefetch?: unknown };
    if (typeof path !== 'string') return [];
    const names = Array.isArray(files)
      ? files.filter((f): f is string => typeof f === 'string' && BUILD_FILE.test(f))
      : [];
    const calls = Array.isArray(prefetch)
      ? prefetch.filter((c): c is string => typeof c === 'string' && API_CALL.test(c))
      : [];
    return [{ path, files: names, prefetch: calls }];
  });
}

/** The shell's own pages' files, path → hrefs (the shell build's preload-pages.json: portal-kit preload-hints.js). */
export type ShellPages = Readonly<Record<string, readonly string[]>>;

/** A shell build's preload-pages.json; none (an older build, or unreadable) reads as no hints. */
export function readShellPages(distDir: string, logger?: Logger): ShellPages {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(path.join(distDir, 'preload-pages.json'), 'utf8'));
    const pages: Record<string, string[]> = {};
    for (const [page, files] of Object.entries(value as Record<string, unknown>))
      if (Array.isArray(files))
        pages[page] = files.filter((f): f is string => typeof f === 'string' && /^\/[\w.-]+\.js$/.test(f));
    return pages;
  } catch (err) {
    logger?.debug({ err, distDir }, 'preload hints: no preload-pages.json in the shell build');
    return {};
  }
}

export type PreloadLinks = {
  /**
   * The page's `Link` header value, or null when there is nothing to hint. The shell's own screens get their
   * lazy chunk's files (`shellPages`), no remote's. The page's API calls are hinted only for a `signedIn`
   * browser (one that sends a session cookie): signed out, they would answer 401.
   */
  forPage(pathname: string, signedIn?: boolean): string | null;
  /** Reads the route tables now (tests; the edge reads them when a page asks and they are stale). */
  refresh(): Promise<void>;
};

export function preloadLinks(
  config: Pick<EdgeConfig, 'remotes' | 'publicUrl' | 'bff'>,
  { remotesUrl, logger, shellPages = {} }: { remotesUrl: string; logger?: Logger; shellPages?: ShellPages },
): PreloadLinks {
  const base = `${config.publicUrl}/`;
  const own = new URL(base).origin;
  const href = (url: URL) => (url.origin === own ? url.pathname + url.search : url.href);
  const manifests = Object.entries(config.remotes).map(([name, entry]) => ({ name, manifest: new URL(entry, base) }));
  const tableUrl = (manifest: URL) => new URL('routes.json', manifest);
  // `crossorigin`: the page's fetch() calls' own mode, so they take the preloaded answers
  const jsonLinks = [new URL(remotesUrl, base), ...manifests.map(({ manifest }) => tableUrl(manifest))].map(
    (url) => `<${href(url)}>; rel=preload; as=fetch; crossorigin`,
  );

  /** Where the edge itself reads a table: through the BFF it proxies that path to, else the absolute address. */
  const readUrl = (url: URL): string => {
    if (url.origin !== own) return url.href;
    const route = PROXY_ROUTES.find(({ prefix }) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`));
    const instance = route ? config.bff[route.bff][0] : undefined;
    return instance ? new URL(url.pathname, instance).href : url.href;
  };

  let tables: Table[] = [];
  let readAt = -Infinity;
  let reading: Promise<void> | null = null;

  const refresh = (): Promise<void> => {
    reading ??= Promise.all(
      manifests.map(async ({ manifest }): Promise<Table> => {
        try {
          const res = await fetch(readUrl(tableUrl(manifest)), { signal: AbortSignal.timeout(TABLE_TIMEOUT_MS) });
          if (!res.ok) throw new Error(`${res.status}`);
          return { manifest, routes: routesOf(await res.json()) };
        } catch (err) {
          logger?.debug({ err, manifest: manifest.href }, 'preload hints: no route table');
          return { manifest, routes: [] };
        }
      }),
    ).then((read) => {
      tables = read;
      readAt = Date.now();
      reading = null;
    });
    return reading;
  };

  const ownerFiles = (pathname: string, signedIn: boolean): string[] => {
    let best: { table: Table; route: TableRoute; score: number } | null = null;
    for (const table of tables)
      for (const route of table.routes) {
        const score = routeScore(route.path, pathname);
        if (score !== null && (!best || score > best.score)) best = { table, route, score };
      }
    if (!best) return [];
    const { manifest } = best.table;
    return [
      `<${href(manifest)}>; rel=preload; as=fetch; crossorigin`,
      ...best.route.files.map((file) => `<${href(new URL(file, manifest))}>; rel=preload; as=script`),
      // the page's data, with the session cookie as its own calls send it (credentials: 'include')
      ...(signedIn ? best.route.prefetch : []).map(
        (call) => `<${call}>; rel=preload; as=fetch; crossorigin=use-credentials`,
      ),
    ];
  };

  return {
    forPage(pathname, signedIn = false) {
      if (Date.now() - readAt > ROUTE_TABLES_TTL_MS) void refresh();
      if (SHELL_OWN_PATHS.includes(pathname)) {
        const files = shellPages[pathname] ?? [];
        return files.length ? files.map((file) => `<${file}>; rel=preload; as=script`).join(', ') : null;
      }
      return [...jsonLinks, ...ownerFiles(pathname, signedIn)].join(', ');
    },
    refresh,
  };
}
