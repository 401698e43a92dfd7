import { LoadingBlock, NotFound } from '@chess-portal/portal-kit';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { routes, type PlayerPath } from './routes';

export { routes };

/** One chunk per page, fetched when its path is first opened (the first load carries only its own). */
const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyExoticComponent<ComponentType> =>
  lazy(() => load().then((module) => ({ default: pick(module) })));

// Pages made of more than one feature are composed in src/pages, so no feature imports another
// (bulletproof-react: features meet at the app level).
const Dashboard = page(
  () => import('./pages/dashboard-page'),
  (m) => m.DashboardPage,
);
const Profile = page(
  () => import('./pages/profile-with-lichess'),
  (m) => m.ProfileWithLichess,
);
const Browse = page(
  () => import('./features/browse'),
  (m) => m.BrowsePage,
);
const Tournament = page(
  () => import('./features/tournament-detail'),
  (m) => m.TournamentPage,
);
const RegistrationStatus = page(
  () => import('./features/registration-status'),
  (m) => m.RegistrationStatusPage,
);
const Register = page(
  () => import('./features/register'),
  (m) => m.RegisterWizard,
);
const ApplyOrganizer = page(
  () => import('./features/apply-organizer'),
  (m) => m.ApplyOrganizerPage,
);
const ForgotPassword = page(
  () => import('./features/password-reset'),
  (m) => m.ForgotPasswordPage,
);
const ResetPassword = page(
  () => import('./features/password-reset'),
  (m) => m.ResetPasswordPage,
);
const ConfirmEmail = page(
  () => import('./features/confirm-email'),
  (m) => m.ConfirmEmailPage,
);

/** The page of every path in `routes` (the type makes both lists agree). */
const pages: Record<PlayerPath, ComponentType> = {
  '/tournaments': Dashboard,
  '/tournaments/browse': Browse,
  '/tournaments/:id': Tournament,
  '/tournament/:id/registration-status': RegistrationStatus,
  '/register': Register,
  '/me': Profile,
  '/profile': Profile,
  '/apply-organizer': ApplyOrganizer,
  '/org/apply': ApplyOrganizer,
  '/forgot-password': ForgotPassword,
  '/reset-password': ResetPassword,
  '/confirm-email': ConfirmEmail,
};

/** The player area, mounted by the shell under a catch-all route: absolute paths (CONVENTIONS.md). */
export default function PlayerApp() {
  return (
    <Suspense fallback={<LoadingBlock label="Loading..." />}>
      <Routes>
        {routes.map(({ path }) => {
          const Page = pages[path];
          return <Route key={path} path={path} element={<Page />} />;
        })}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
