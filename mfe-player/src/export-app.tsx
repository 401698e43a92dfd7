import { NotFound } from '@chess-portal/portal-kit';
import { Route, Routes } from 'react-router-dom';
import { PlayerDashboard } from './features/tournaments/components/player-dashboard';
import { RegistrationStatusPage } from './features/registration-status';
import { TournamentPage } from './features/tournament-detail';

/** The player area, mounted by the shell under a catch-all route: absolute paths (CONVENTIONS.md). */
export default function PlayerApp() {
  return (
    <Routes>
      <Route path="/tournaments" element={<PlayerDashboard />} />
      <Route path="/tournaments/:id" element={<TournamentPage />} />
      <Route path="/tournament/:id/registration-status" element={<RegistrationStatusPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
