import type { RemoteRoute } from '@chess-portal/portal-kit';

/**
 * The paths the organizer area renders and who may open them. The shell reads this from './app' to
 * route and guard (CONVENTIONS.md, Module Federation). `/organizer/*` claims the rest of the area,
 * so an unknown organizer path is guarded too, then shows Not Found. The legacy screens decide
 * access themselves ('Organizer Access Required', 'Access Denied').
 */
export const routes = [
  { path: '/organizer', access: 'organizer' },
  { path: '/organizer/tournaments', access: 'organizer' },
  { path: '/organizer/tournaments/new', access: 'organizer' },
  { path: '/organizer/tournaments/:id', access: 'organizer' },
  { path: '/organizer/tournaments/:id/registrations', access: 'organizer' },
  { path: '/organizer/commissions', access: 'organizer' },
  { path: '/organizer/money', access: 'organizer' },
  { path: '/organizer/payments', access: 'organizer' },
  { path: '/organizer/*', access: 'organizer' },
  { path: '/tournaments/create', access: 'user' },
  { path: '/tournaments/:id/manage', access: 'user' },
] as const satisfies readonly RemoteRoute[];

export type OrganizerPath = (typeof routes)[number]['path'];
