import { NotFound } from '@chess-portal/portal-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import { CommissionsPage } from './features/commissions/components/commissions-page';
import { CreateTournamentPage } from './features/create-tournament/components/create-tournament-page';
import { LegacyCreatePage } from './features/create-tournament/components/legacy-create-page';
import { RegistrationsPage } from './features/registrations/components/registrations-page';
import { LegacyManagePage } from './features/tournament-detail/components/legacy-manage-page';
import { TournamentDetailPage } from './features/tournament-detail/components/tournament-detail-page';
import { OrganizerTournamentList } from './features/tournaments/components/organizer-tournament-list';

/** The organizer area, mounted by the shell under a catch-all route: absolute paths (CONVENTIONS.md). */
export default function OrganizerApp() {
  return (
    <Routes>
      <Route path="/organizer" element={<Navigate to="/organizer/tournaments" replace />} />
      <Route path="/organizer/tournaments" element={<OrganizerTournamentList />} />
      <Route path="/organizer/tournaments/new" element={<CreateTournamentPage />} />
      <Route path="/organizer/tournaments/:id" element={<TournamentDetailPage />} />
      <Route path="/organizer/tournaments/:id/registrations" element={<RegistrationsPage />} />
      <Route path="/organizer/commissions" element={<CommissionsPage />} />
      <Route path="/tournaments/create" element={<LegacyCreatePage />} />
      <Route path="/tournaments/:id/manage" element={<LegacyManagePage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
