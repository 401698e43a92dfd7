import { Outlet } from 'react-router-dom';
import { AdminNav } from './admin-nav';

/** Every admin screen: the admin navigation bar, then the screen. */
export function AdminLayout() {
  return (
    <>
      <AdminNav />
      <Outlet />
    </>
  );
}
