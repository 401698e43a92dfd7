import { LoadingBlock, roleHome, useSession } from '@chess-portal/portal-kit';
import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { AdminNav } from './admin-nav';

/**
 * Every admin screen: the admin navigation bar, then the screen. The remote guards itself too (the
 * shell already sends visitors to /login): nothing renders without a user, a non-admin goes to their
 * home — and bff-admin answers 401 / 403 to both whatever the browser does. A screen's own chunk loads
 * under the navigation bar.
 */
export function AdminLayout() {
  const { user } = useSession();
  if (!user) return null;
  if (user.role !== 'admin') return <Navigate to={roleHome(user)} replace />;
  return (
    <>
      <AdminNav />
      <Suspense fallback={<LoadingBlock label="Loading..." />}>
        <Outlet />
      </Suspense>
    </>
  );
}
