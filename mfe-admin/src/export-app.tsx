import { NotFound } from '@chess-portal/portal-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminLayout } from './components/admin-layout';
import { AdminDashboard } from './features/dashboard/components/admin-dashboard';

/** The admin area, mounted by the shell under a catch-all route: absolute paths (CONVENTIONS.md). */
export default function AdminApp() {
  return (
    <Routes>
      <Route path="/admin" element={<Navigate to="/admin/dashboard" replace />} />
      <Route element={<AdminLayout />}>
        <Route path="/admin/dashboard" element={<AdminDashboard />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
