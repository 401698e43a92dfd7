import type { RemoteRoute } from '@chess-portal/portal-kit';
import type { RemoteName } from '../remotes/areas';

/**
 * Stand-ins for the route tables the remotes declare (each remote's src/routes.ts, checked there);
 * the shell never imports a remote, so its tests learn these through the fake loader.
 */
export const remoteRoutes: Record<RemoteName, RemoteRoute[]> = {
  mfe_player: [
    { path: '/tournaments', access: 'user' },
    { path: '/tournaments/:id', access: 'public' },
    { path: '/tournament/:id/registration-status', access: 'user' },
    { path: '/register', access: 'public' },
    { path: '/me', access: 'user' },
    { path: '/profile', access: 'user' },
    { path: '/apply-organizer', access: 'public' },
    { path: '/org/apply', access: 'public' },
    { path: '/forgot-password', access: 'public' },
    { path: '/reset-password', access: 'public' },
  ],
  mfe_organizer: [
    { path: '/organizer', access: 'organizer' },
    { path: '/organizer/tournaments', access: 'organizer' },
    { path: '/organizer/tournaments/new', access: 'organizer' },
    { path: '/organizer/tournaments/:id', access: 'organizer' },
    { path: '/organizer/tournaments/:id/registrations', access: 'organizer' },
    { path: '/organizer/commissions', access: 'organizer' },
    { path: '/organizer/*', access: 'organizer' },
    { path: '/tournaments/create', access: 'user' },
    { path: '/tournaments/:id/manage', access: 'user' },
  ],
  mfe_admin: [
    { path: '/admin', access: 'admin' },
    { path: '/admin/dashboard', access: 'admin' },
    { path: '/admin/users', access: 'admin' },
    { path: '/admin/applications', access: 'admin' },
    { path: '/admin/commissions', access: 'admin' },
    { path: '/admin/settings', access: 'admin' },
    { path: '/admin/audit-log', access: 'admin' },
    { path: '/admin/*', access: 'admin' },
  ],
};
