import { matchRoutes } from 'react-router-dom';

export type RemoteName = 'mfe_player' | 'mfe_organizer' | 'mfe_admin';

/**
 * Who may open a path: anyone; any signed-in user; organizers and admins (SPEC §6 "can manage
 * tournaments"); admins only.
 */
export type Access = 'public' | 'user' | 'organizer' | 'admin';

type AreaPath = { path: string; access: Access };
type Area = { remote: RemoteName; paths: AreaPath[] };

/** The one table mapping paths to the remote that renders them (CONVENTIONS.md, Module Federation). */
export const areas: Area[] = [
  {
    remote: 'mfe_player',
    paths: [
      { path: '/tournaments', access: 'user' },
      { path: '/tournaments/:id', access: 'public' },
      { path: '/tournament/:id/registration-status', access: 'user' },
      { path: '/me', access: 'user' },
      { path: '/profile', access: 'user' },
      { path: '/register', access: 'public' },
      { path: '/apply-organizer', access: 'public' },
      { path: '/org/apply', access: 'public' },
      { path: '/forgot-password', access: 'public' },
      { path: '/reset-password', access: 'public' },
    ],
  },
  {
    remote: 'mfe_organizer',
    paths: [
      { path: '/organizer/*', access: 'organizer' },
      // Legacy screens decide access themselves ('Organizer Access Required', 'Access Denied').
      { path: '/tournaments/create', access: 'user' },
      { path: '/tournaments/:id/manage', access: 'user' },
    ],
  },
  {
    remote: 'mfe_admin',
    paths: [
      { path: '/admin', access: 'admin' },
      { path: '/admin/*', access: 'admin' },
    ],
  },
];

export type AreaMatch = { remote: RemoteName; access: Access; path: string };

const routes = areas.flatMap(({ remote, paths }) => paths.map(({ path, access }) => ({ id: `${remote} ${path}`, path, remote, access })));
const byId = new Map(routes.map((route) => [route.id, route]));

/** The remote owning `pathname`, by React Router's ranking (static segments beat parameters). */
export function resolveArea(pathname: string): AreaMatch | null {
  const matches = matchRoutes(
    routes.map(({ id, path }) => ({ id, path })),
    pathname,
  );
  const route = matches && byId.get(matches[matches.length - 1].route.id as string);
  return route ? { remote: route.remote, access: route.access, path: route.path } : null;
}
