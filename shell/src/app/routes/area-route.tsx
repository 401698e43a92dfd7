import { LoadingBlock, NotFound, roleHome, toast, useSession, type Session } from '@chess-portal/portal-kit';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { resolveArea, type Access } from '../../remotes/areas';
import { OwnedArea, RemoteUnavailable, useRemotes } from '../../remotes/load-remote';

type Denial = { to: string; toast?: string };

const ORGANIZER_ONLY = 'You need organizer privileges to access this page';

/** product.md §2/§6 guards: visitors sign in first; non-organizers go to /, non-admins to their home. */
export function deny(access: Access, user: Session['user']): Denial | null {
  if (access === 'public') return null;
  if (!user) return { to: '/login' };
  if (access === 'organizer' && user.role !== 'organizer' && user.role !== 'admin')
    return { to: '/', toast: ORGANIZER_ONLY };
  if (access === 'admin' && user.role !== 'admin') return { to: roleHome(user) };
  return null;
}

function DeniedRedirect({ to, message }: { to: string; message?: string }) {
  useEffect(() => {
    if (message) toast.error('Access Denied', { id: 'access-denied', description: message });
  }, [message]);
  // the landing page stays on / for a signed-in user sent there by a denial (product.md §6), instead of
  // moving them on to their home at once
  return <Navigate to={to} replace state={message ? { accessDenied: true } : undefined} />;
}

/**
 * Catch-all: the remote whose declared routes claim the path, behind the route's guard. Not Found
 * when no remote claims it; the retry card when a remote that might claim it failed to load. Only
 * the owning remote's code is fetched, and only once the guard lets the user in.
 */
export function AreaRoute() {
  const { pathname } = useLocation();
  const { user, signingOut } = useSession();
  const { remotes, retry } = useRemotes();
  if (remotes.status === 'loading') return <LoadingBlock label="Loading..." />;
  const area = resolveArea(pathname, remotes.tables);
  if (!area) return remotes.failed.length > 0 ? <RemoteUnavailable onRetry={retry} /> : <NotFound />;
  if (signingOut) return null;
  const denial = deny(area.access, user);
  if (denial) return <DeniedRedirect to={denial.to} message={denial.toast} />;
  return <OwnedArea remote={area.remote} />;
}
