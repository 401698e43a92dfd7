import { roleHome } from '@chess-portal/portal-kit';
import type { SessionUser } from '@chess-portal/contracts';

/**
 * Where sign-in continues: `?next=` when it names a page of this portal (a path starting with one
 * '/', so never another origin), else the role's home (product.md §2). 'Login to Join' sends
 * `/login?next=/tournaments/{id}` so the player comes back to the tournament.
 */
export function afterLoginPath(search: string, user: SessionUser): string {
  const next = new URLSearchParams(search).get('next');
  const local = next !== null && next.startsWith('/') && !next.startsWith('//') && !next.includes('\\');
  return local && !next.startsWith('/login') ? next : roleHome(user);
}
