import type { RemoteRoute } from '@chess-portal/portal-kit';

/**
 * The paths the player area renders and who may open them. The shell reads this from './app' to
 * route and guard, so a new player page needs no shell change (CONVENTIONS.md, Module Federation).
 */
export const routes = [
  {
    path: '/tournaments',
    access: 'user',
    prefetch: [
      '/api/auth/me',
      '/api/tournaments',
      '/api/tournaments/browse?scope=upcoming&limit=6',
      '/api/user/tournament-registrations',
    ],
  },
  { path: '/tournaments/browse', access: 'public' },
  { path: '/tournaments/:id', access: 'public' },
  { path: '/tournament/:id/registration-status', access: 'user' },
  { path: '/register', access: 'public' },
  { path: '/me', access: 'user' },
  { path: '/me/money', access: 'user' },
  { path: '/profile', access: 'user' },
  { path: '/apply-organizer', access: 'public' },
  { path: '/org/apply', access: 'public' },
  { path: '/forgot-password', access: 'public' },
  { path: '/reset-password', access: 'public' },
  { path: '/confirm-email', access: 'public' },
] as const satisfies readonly RemoteRoute[];

export type PlayerPath = (typeof routes)[number]['path'];
