import { PlayerDashboard } from '../features/tournaments/components/player-dashboard';
import { OrganizerTournamentsCard } from '../features/organizer-card';
import { TeamGate } from '../features/team-gate';

/** /tournaments: the team gate over the dashboard, with the organizer's card (features meet here). */
export function DashboardPage() {
  return (
    <>
      <TeamGate />
      <PlayerDashboard organizerCard={<OrganizerTournamentsCard />} />
    </>
  );
}
