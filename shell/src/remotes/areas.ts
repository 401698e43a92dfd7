import { matchRemoteRoute, type Access, type RemoteRoute } from '@chess-portal/portal-kit';

export type RemoteName = 'mfe_player' | 'mfe_organizer' | 'mfe_admin';
export type { Access };

/**
 * The remotes the shell mounts. Which paths each renders, and who may open them, each remote says
 * itself: its './app' module exports `routes` (CONVENTIONS.md, Module Federation), so a new page
 * in a remote needs no shell change.
 */
export const REMOTES: readonly RemoteName[] = ['mfe_player', 'mfe_organizer', 'mfe_admin'];

export type RouteTable = { owner: RemoteName; routes: readonly RemoteRoute[] };
export type AreaMatch = { remote: RemoteName; access: Access; path: string };

/** The remote owning `pathname` among the learned tables, by React Router's ranking; else null. */
export function resolveArea(pathname: string, tables: readonly RouteTable[]): AreaMatch | null {
  const route = matchRemoteRoute(tables, pathname);
  return route ? { remote: route.owner, access: route.access, path: route.path } : null;
}
