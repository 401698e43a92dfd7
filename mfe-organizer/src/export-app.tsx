import { NotFound } from '@chess-portal/portal-kit';
import type { ReactElement } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { OrganizerNav } from './components/organizer-nav';
import { CommissionsPage } from './features/commissions/components/commissions-page';
import { CreateTournamentPage } from './features/create-tournament/components/create-tournament-page';
import { LegacyCreatePage } from './features/create-tournament/components/legacy-create-page';
import { RegistrationsPage } from './features/registrations/components/registrations-page';
import { LegacyManagePage } from './features/tournament-detail/components/legacy-manage-page';
import { TournamentDetailPage } from './features/tournament-detail/components/tournament-detail-page';
import { OrganizerTournamentList } from './features/tournaments/components/organizer-tournament-list';
import { routes, type OrganizerPath } from './routes';

export { routes };

/** The page of every path in `routes` (the type makes both lists agree). */
const pages: Record<OrganizerPath, ReactElement> = {
  '/organizer': <Navigate to="/organizer/tournaments" replace />,
  '/organizer/tournaments': <OrganizerTournamentList />,
  '/organizer/tournaments/new': <CreateTournamentPage />,
  '/organizer/tournaments/:id': <TournamentDetailPage />,
  '/organizer/tournaments/:id/registrations': <RegistrationsPage />,
  '/organizer/commissions': <CommissionsPage />,
  '/organizer/*': <NotFound />,
  '/tournaments/create': <LegacyCreatePage />,
  '/tournaments/:id/manage': <LegacyManagePage />,
};

const inArea = (path: string) => path.startsWith('/organizer/');

/** The /organizer/* screens under the organizer navigation bar (the legacy screens keep their own layout). */
function OrganizerLayout() {
  return (
    <>
      <OrganizerNav />
      <Outlet />
    </>
  );
}

/** The organizer area, mounted by the shell under a catch-all route: absolute paths (CONVENTIONS.md). */
export default function OrganizerApp() {
  return (
    <Routes>
      <Route element={<OrganizerLayout />}>
        {routes
          .filter(({ path }) => inArea(path))
          .map(({ path }) => (
            <Route key={path} path={path} element={pages[path]} />
          ))}
      </Route>
      {routes
        .filter(({ path }) => !inArea(path))
        .map(({ path }) => (
          <Route key={path} path={path} element={pages[path]} />
        ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
