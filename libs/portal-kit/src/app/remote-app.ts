import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router-dom';

/**
 * Who may open a path: anyone; any signed-in user; organizers and admins (product.md §6 "can manage
 * tournaments"); admins only. The shell enforces it before it mounts the remote.
 */
export type Access = 'public' | 'user' | 'organizer' | 'admin';

/**
 * One path a remote renders (React Router pattern, absolute; a trailing `/*` claims a subtree). `prefetch`: the
 * GET calls its page makes as soon as it renders, exactly as it makes them (path and query), which the edge
 * preloads with the page on a slow network (issue 25; a test of the page keeps the list true).
 */
export type RemoteRoute = { path: string; access: Access; prefetch?: readonly string[] };

/**
 * What each remote's exposed './app' module holds: the area (a component rendering `<Routes>` with
 * absolute paths and its own Not Found) and the paths it owns, which the shell reads to route; and
 * optionally `preload(pathname)`, which fetches that path's page code so the shell mounts the area
 * with the page ready (lazy-page.tsx).
 */
export type RemoteAppModule = {
  default: ComponentType;
  routes: readonly RemoteRoute[];
  preload?: (pathname: string) => Promise<void>;
};

const ACCESS: readonly string[] = ['public', 'user', 'organizer', 'admin'] satisfies Access[];

const isRoute = (value: unknown): value is RemoteRoute =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RemoteRoute).path === 'string' &&
  (value as RemoteRoute).path.startsWith('/') &&
  ACCESS.includes((value as RemoteRoute).access);

/** A remote's route table as its build writes it (`routes.json` next to mf-manifest.json). */
export function isRemoteRoutes(value: unknown): value is RemoteRoute[] {
  return Array.isArray(value) && value.every(isRoute);
}

/** True when `value` is a usable './app' module (a remote built against another contract is not). */
export function isRemoteAppModule(value: unknown): value is RemoteAppModule {
  if (typeof value !== 'object' || value === null) return false;
  const { default: app, routes, preload } = value as Partial<RemoteAppModule>;
  const component = typeof app === 'function' || (typeof app === 'object' && app !== null);
  const preloads = preload === undefined || typeof preload === 'function';
  return component && preloads && Array.isArray(routes) && routes.every(isRoute);
}

export type OwnedRoute<Owner extends string> = RemoteRoute & { owner: Owner };

/**
 * The route `pathname` opens among every owner's routes, ranked the way React Router ranks
 * (static segments beat parameters, parameters beat splats); null when no route matches.
 */
export function matchRemoteRoute<Owner extends string>(
  tables: ReadonlyArray<{ owner: Owner; routes: readonly RemoteRoute[] }>,
  pathname: string,
): OwnedRoute<Owner> | null {
  const all = tables.flatMap(({ owner, routes }) => routes.map((route) => ({ ...route, owner })));
  const matches = matchRoutes(
    all.map(({ path }, index) => ({ id: String(index), path })),
    pathname,
  );
  const best = matches?.[matches.length - 1];
  return best ? all[Number(best.route.id)] : null;
}
