import { NotFound, roleHome, toast, useSession, type Session } from '@chess-portal/portal-kit';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { resolveArea, type Access } from '../../remotes/areas';
import { RemoteArea } from '../../remotes/load-remote';

type Denial = { to: string; toast?: string };

const ORGANIZER_ONLY = 'You need organizer privileges to access this page';

/** SPEC §2/§6 guards: visitors sign in first; non-organizers go to /, non-admins to their home. */
export function deny(access: Access, user: Session['user']): Denial | null {
  if (access === 'public') return null;
  if (!user) return { to: '/login' };
  if (access === 'organizer' && user.role !== 'organizer' && user.role !== 'admin') return { to: '/', toast: ORGANIZER_ONLY };
  if (access === 'admin' && user.role !== 'admin') return { to: roleHome(user) };
  return null;
}

function DeniedRedirect({ to, message }: { to: string; message?: string }) {
  useEffect(() => {
    if (message) toast.error('Access Denied', { id: 'access-denied', description: message });
  }, [message]);
  return <Navigate to={to} replace />;
}

/** Catch-all: the remote that owns the path (remotes/areas.ts), behind its guard; else Not Found. */
export function AreaRoute() {
  const { pathname } = useLocation();
  const { user, signingOut } = useSession();
  const area = resolveArea(pathname);
  if (!area) return <NotFound />;
  if (signingOut) return null;
  const denial = deny(area.access, user);
  if (denial) return <DeniedRedirect to={denial.to} message={denial.toast} />;
  return <RemoteArea remote={area.remote} />;
}
