import { NotFound } from '@chess-portal/portal-kit';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PlayerDashboard } from './features/tournaments/components/player-dashboard';
import { RegistrationStatusPage } from './features/registration-status';
import { TournamentPage } from './features/tournament-detail';
import { BrowsePage } from './features/browse';
import { ApplyOrganizerPage } from './features/apply-organizer';
import { LichessConnectionCard } from './features/lichess-connection';
import { OrganizerTournamentsCard } from './features/organizer-card';
import { ForgotPasswordPage, ResetPasswordPage } from './features/password-reset';
import { ConfirmEmailPage } from './features/confirm-email';
import { ProfilePage } from './features/profile';
import { RegisterWizard } from './features/register';
import { TeamGate } from './features/team-gate';
import { routes, type PlayerPath } from './routes';

export { routes };

// Pages made of more than one feature are composed here, so no feature imports another
// (bulletproof-react: features meet at the app level).
const dashboard = (
  <>
    <TeamGate />
    <PlayerDashboard organizerCard={<OrganizerTournamentsCard />} />
  </>
);
const profile = <ProfilePage lichessConnection={<LichessConnectionCard />} />;

/** The page of every path in `routes` (the type makes both lists agree). */
const pages: Record<PlayerPath, ReactElement> = {
  '/tournaments': dashboard,
  '/tournaments/browse': <BrowsePage />,
  '/tournaments/:id': <TournamentPage />,
  '/tournament/:id/registration-status': <RegistrationStatusPage />,
  '/register': <RegisterWizard />,
  '/me': profile,
  '/profile': profile,
  '/apply-organizer': <ApplyOrganizerPage />,
  '/org/apply': <ApplyOrganizerPage />,
  '/forgot-password': <ForgotPasswordPage />,
  '/reset-password': <ResetPasswordPage />,
  '/confirm-email': <ConfirmEmailPage />,
};

/** The player area, mounted by the shell under a catch-all route: absolute paths (CONVENTIONS.md). */
export default function PlayerApp() {
  return (
    <Routes>
      {routes.map(({ path }) => (
        <Route key={path} path={path} element={pages[path]} />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
