import { lazyPage, LoadingBlock, NotFound, pagesPreloader } from '@chess-portal/portal-kit';
import { Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { routes, type PlayerPath } from './routes';

export { routes };

// Pages made of more than one feature are composed in src/pages, so no feature imports another
// (bulletproof-react: features meet at the app level).
const Dashboard = lazyPage(
  () => import('./pages/dashboard-page'),
  (m) => m.DashboardPage,
);
const Profile = lazyPage(
  () => import('./pages/profile-with-lichess'),
  (m) => m.ProfileWithLichess,
);
const Browse = lazyPage(
  () => import('./features/browse'),
  (m) => m.BrowsePage,
);
const Tournament = lazyPage(
  () => import('./features/tournament-detail'),
  (m) => m.TournamentPage,
);
const RegistrationStatus = lazyPage(
  () => import('./features/registration-status'),
  (m) => m.RegistrationStatusPage,
);
const Register = lazyPage(
  () => import('./features/register'),
  (m) => m.RegisterWizard,
);
const ApplyOrganizer = lazyPage(
  () => import('./features/apply-organizer'),
  (m) => m.ApplyOrganizerPage,
);
const ForgotPassword = lazyPage(
  () => import('./features/password-reset'),
  (m) => m.ForgotPasswordPage,
);
const ResetPassword = lazyPage(
  () => import('./features/password-reset'),
  (m) => m.ResetPasswordPage,
);
const ConfirmEmail = lazyPage(
  () => import('./features/confirm-email'),
  (m) => m.ConfirmEmailPage,
);

const Money = lazyPage(
  () => import('./features/money'),
  (m) => m.MoneyPage,
);

/** The page of every path in `routes` (the type makes both lists agree). */
const pages: Record<PlayerPath, ComponentType> = {
  '/tournaments': Dashboard,
  '/tournaments/browse': Browse,
  '/tournaments/:id': Tournament,
  '/tournament/:id/registration-status': RegistrationStatus,
  '/register': Register,
  '/me': Profile,
  '/me/money': Money,
  '/profile': Profile,
  '/apply-organizer': ApplyOrganizer,
  '/org/apply': ApplyOrganizer,
  '/forgot-password': ForgotPassword,
  '/reset-password': ResetPassword,
  '/confirm-email': ConfirmEmail,
};

/** The code of the page a path opens, fetched before the shell mounts the area there (lazy-page.tsx). */
export const preload = pagesPreloader(routes, pages);

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
