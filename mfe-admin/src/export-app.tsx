import { lazyPage, NotFound, pagesPreloader } from '@chess-portal/portal-kit';
import { type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminLayout } from './components/admin-layout';
import { routes, type AdminPath } from './routes';

export { routes };

const Dashboard = lazyPage(
  () => import('./features/dashboard/components/admin-dashboard'),
  (m) => m.AdminDashboard,
);
const Users = lazyPage(
  () => import('./features/users/components/users-page'),
  (m) => m.UsersPage,
);
const Applications = lazyPage(
  () => import('./features/applications/components/applications-page'),
  (m) => m.ApplicationsPage,
);
const Commissions = lazyPage(
  () => import('./features/commissions/components/commissions-page'),
  (m) => m.CommissionsPage,
);
const TransactionIds = lazyPage(
  () => import('./features/transaction-ids/components/reused-transaction-ids-page'),
  (m) => m.ReusedTransactionIdsPage,
);
const Settings = lazyPage(
  () => import('./features/settings/components/settings-page'),
  (m) => m.SettingsPage,
);
const Audit = lazyPage(
  () => import('./features/audit/components/audit-page'),
  (m) => m.AuditPage,
);
const Outbox = lazyPage(
  () => import('./features/outbox/components/outbox-page'),
  (m) => m.OutboxPage,
);

/** The page of every path in `routes` but /admin (the type makes both lists agree); all in the layout. */
const pages: Record<Exclude<AdminPath, '/admin'>, ComponentType> = {
  '/admin/dashboard': Dashboard,
  '/admin/users': Users,
  '/admin/applications': Applications,
  '/admin/commissions': Commissions,
  '/admin/transaction-ids': TransactionIds,
  '/admin/settings': Settings,
  '/admin/audit-log': Audit,
  '/admin/outbox': Outbox,
  '/admin/*': NotFound,
};

/** The code of the page a path opens, fetched before the shell mounts the area there (lazy-page.tsx). */
export const preload = pagesPreloader(routes, pages);

/** The admin area, mounted by the shell under a catch-all route: absolute paths (CONVENTIONS.md). */
export default function AdminApp() {
  return (
    <Routes>
      <Route path="/admin" element={<Navigate to="/admin/dashboard" replace />} />
      <Route element={<AdminLayout />}>
        {routes.flatMap(({ path }) => {
          if (path === '/admin') return [];
          const Page = pages[path];
          return [<Route key={path} path={path} element={<Page />} />];
        })}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
