import { NotFound } from '@chess-portal/portal-kit';
import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminLayout } from './components/admin-layout';
import { ApplicationsPage } from './features/applications/components/applications-page';
import { AuditPage } from './features/audit/components/audit-page';
import { CommissionsPage } from './features/commissions/components/commissions-page';
import { OutboxPage } from './features/outbox/components/outbox-page';
import { AdminDashboard } from './features/dashboard/components/admin-dashboard';
import { SettingsPage } from './features/settings/components/settings-page';
import { ReusedTransactionIdsPage } from './features/transaction-ids/components/reused-transaction-ids-page';
import { UsersPage } from './features/users/components/users-page';
import { routes, type AdminPath } from './routes';

export { routes };

/** The page of every path in `routes` but /admin (the type makes both lists agree); all in the layout. */
const pages: Record<Exclude<AdminPath, '/admin'>, ReactElement> = {
  '/admin/dashboard': <AdminDashboard />,
  '/admin/users': <UsersPage />,
  '/admin/applications': <ApplicationsPage />,
  '/admin/commissions': <CommissionsPage />,
  '/admin/transaction-ids': <ReusedTransactionIdsPage />,
  '/admin/settings': <SettingsPage />,
  '/admin/audit-log': <AuditPage />,
  '/admin/outbox': <OutboxPage />,
  '/admin/*': <NotFound />,
};

/** The admin area, mounted by the shell under a catch-all route: absolute paths (CONVENTIONS.md). */
export default function AdminApp() {
  return (
    <Routes>
      <Route path="/admin" element={<Navigate to="/admin/dashboard" replace />} />
      <Route element={<AdminLayout />}>
        {routes.flatMap(({ path }) =>
          path === '/admin' ? [] : [<Route key={path} path={path} element={pages[path]} />],
        )}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
