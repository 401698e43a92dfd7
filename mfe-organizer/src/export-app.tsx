import { NotFound } from '@chess-portal/portal-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import { OrganizerTournamentList } from './features/tournaments/components/organizer-tournament-list';

/** The organizer area, mounted by the shell under a catch-all route: absolute paths (CONVENTIONS.md). */
export default function OrganizerApp() {
  return (
    <Routes>
      <Route path="/organizer" element={<Navigate to="/organizer/tournaments" replace />} />
      <Route path="/organizer/tournaments" element={<OrganizerTournamentList />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
