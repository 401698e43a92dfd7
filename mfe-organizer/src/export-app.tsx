import { lazyPage, LoadingBlock, NotFound, pagesPreloader } from '@chess-portal/portal-kit';
import { Suspense, type ComponentType } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { OrganizerNav } from './components/organizer-nav';
import { routes, type OrganizerPath } from './routes';

export { routes };

const TournamentList = lazyPage(
  () => import('./features/tournaments/components/organizer-tournament-list'),
  (m) => m.OrganizerTournamentList,
);
const CreateTournament = lazyPage(
  () => import('./features/create-tournament/components/create-tournament-page'),
  (m) => m.CreateTournamentPage,
);
const LegacyCreate = lazyPage(
  () => import('./features/create-tournament/components/legacy-create-page'),
  (m) => m.LegacyCreatePage,
);
const TournamentDetail = lazyPage(
  () => import('./features/tournament-detail/components/tournament-detail-page'),
  (m) => m.TournamentDetailPage,
);
const LegacyManage = lazyPage(
  () => import('./features/tournament-detail/components/legacy-manage-page'),
  (m) => m.LegacyManagePage,
);
const Registrations = lazyPage(
  () => import('./features/registrations/components/registrations-page'),
  (m) => m.RegistrationsPage,
);
const Commissions = lazyPage(
  () => import('./features/commissions/components/commissions-page'),
  (m) => m.CommissionsPage,
);
const Money = lazyPage(
  () => import('./features/money/components/money-page'),
  (m) => m.MoneyPage,
);
const Statements = lazyPage(
  () => import('./features/statements/components/statements-page'),
  (m) => m.StatementsPage,
);
const ToTournaments = () => <Navigate to="/organizer/tournaments" replace />;

/** The page of every path in `routes` (the type makes both lists agree). */
const pages: Record<OrganizerPath, ComponentType> = {
  '/organizer': ToTournaments,
  '/organizer/tournaments': TournamentList,
  '/organizer/tournaments/new': CreateTournament,
  '/organizer/tournaments/:id': TournamentDetail,
  '/organizer/tournaments/:id/registrations': Registrations,
  '/organizer/commissions': Commissions,
  '/organizer/money': Money,
  '/organizer/payments': Statements,
  '/organizer/*': NotFound,
  '/tournaments/create': LegacyCreate,
  '/tournaments/:id/manage': LegacyManage,
};

/** The code of the page a path opens, fetched before the shell mounts the area there (lazy-page.tsx). */
export const preload = pagesPreloader(routes, pages);

const inArea = (path: string) => path.startsWith('/organizer/');

/** The /organizer/* screens under the organizer navigation bar (the legacy screens keep their own layout). */
function OrganizerLayout() {
  return (
    <>
      <OrganizerNav />
      <Suspense fallback={<LoadingBlock label="Loading..." />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** The organizer area, mounted by the shell under a catch-all route: absolute paths (CONVENTIONS.md). */
export default function OrganizerApp() {
  return (
    <Suspense fallback={<LoadingBlock label="Loading..." />}>
      <Routes>
        <Route element={<OrganizerLayout />}>
          {routes
            .filter(({ path }) => inArea(path))
            .map(({ path }) => {
              const Page = pages[path];
              return <Route key={path} path={path} element={<Page />} />;
            })}
        </Route>
        {routes
          .filter(({ path }) => !inArea(path))
          .map(({ path }) => {
            const Page = pages[path];
            return <Route key={path} path={path} element={<Page />} />;
          })}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
