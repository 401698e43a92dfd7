import type { SessionUser } from '@chess-portal/contracts';

type Who = Pick<SessionUser, 'role'> | null | undefined;

/** Where a user lands (product.md §2): admin → /admin/dashboard, organizer → /organizer/tournaments, others → /tournaments, visitors → /. */
export function roleHome(user: Who): string {
  if (!user) return '/';
  if (user.role === 'admin') return '/admin/dashboard';
  if (user.role === 'organizer') return '/organizer/tournaments';
  return '/tournaments';
}

/** Organizers and admins may manage tournaments (product.md §6). */
export const canManageTournaments = (user: Who) => user?.role === 'organizer' || user?.role === 'admin';

export const isAdmin = (user: Who) => user?.role === 'admin';
