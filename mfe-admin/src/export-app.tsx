import { NotFound } from '@chess-portal/portal-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminLayout } from './components/admin-layout';
import { ApplicationsPage } from './features/applications/components/applications-page';
import { AuditPage } from './features/audit/components/audit-page';
import { CommissionsPage } from './features/commissions/components/commissions-page';
import { AdminDashboard } from './features/dashboard/components/admin-dashboard';
import { SettingsPage } from './features/settings/components/settings-page';
import { UsersPage } from './features/users/components/users-page';

/** The admin area, mounted by the shell under a catch-all route: absolute paths (CONVENTIONS.md). */
export default function AdminApp() {
  return (
    <Routes>
      <Route path="/admin" element={<Navigate to="/admin/dashboard" replace />} />
      <Route element={<AdminLayout />}>
        <Route path="/admin/dashboard" element={<AdminDashboard />} />
        <Route path="/admin/users" element={<UsersPage />} />
        <Route path="/admin/applications" element={<ApplicationsPage />} />
        <Route path="/admin/commissions" element={<CommissionsPage />} />
        <Route path="/admin/settings" element={<SettingsPage />} />
        <Route path="/admin/audit-log" element={<AuditPage />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
