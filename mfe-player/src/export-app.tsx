import { NotFound } from '@chess-portal/portal-kit';
import { Route, Routes } from 'react-router-dom';
import { PlayerDashboard } from './features/tournaments/components/player-dashboard';
import { RegistrationStatusPage } from './features/registration-status';
import { TournamentPage } from './features/tournament-detail';
import { ApplyOrganizerPage } from './features/apply-organizer';
import { ForgotPasswordPage, ResetPasswordPage } from './features/password-reset';
import { ProfilePage } from './features/profile';
import { RegisterWizard } from './features/register';

/** The player area, mounted by the shell under a catch-all route: absolute paths (CONVENTIONS.md). */
export default function PlayerApp() {
  return (
    <Routes>
      <Route path="/tournaments" element={<PlayerDashboard />} />
      <Route path="/tournaments/:id" element={<TournamentPage />} />
      <Route path="/tournament/:id/registration-status" element={<RegistrationStatusPage />} />
      <Route path="/register" element={<RegisterWizard />} />
      <Route path="/me" element={<ProfilePage />} />
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/apply-organizer" element={<ApplyOrganizerPage />} />
      <Route path="/org/apply" element={<ApplyOrganizerPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
