// Renders the admin remote as the shell hosts it, with the toaster, for screen tests.
import type { SessionUser } from '@chess-portal/contracts';
import { Toaster } from '@chess-portal/portal-kit';
import { aUser, renderWithProviders } from '@chess-portal/portal-kit/src/testing';
import AdminApp from '../export-app';

export const anAdmin = aUser({ id: '0b5f8d6e-1111-4a2b-9c3d-4e5f6a7b8c9d', role: 'admin', username: 'root' });

export function renderAdmin(route: string, user: SessionUser | null = anAdmin) {
  return renderWithProviders(
    <>
      <AdminApp />
      <Toaster />
    </>,
    { route, user },
  );
}
