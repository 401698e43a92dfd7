import { lazy, Suspense } from 'react';
import { PlayerDashboard } from '../features/tournaments/components/player-dashboard';
import { TeamGate } from '../features/team-gate';

/**
 * The organizer's card is a chunk of its own, fetched only when it shows (organizers and admins): a
 * player's first load of /tournaments never carries it (its JavaScript budget, docs/performance.md).
 */
const OrganizerTournamentsCard = lazy(() =>
  import('../features/organizer-card').then((m) => ({ default: m.OrganizerTournamentsCard })),
);

/** /tournaments: the team gate over the dashboard, with the organizer's card (features meet here). */
export function DashboardPage() {
  return (
    <>
      <TeamGate />
      <PlayerDashboard
        organizerCard={
          <Suspense fallback={null}>
            <OrganizerTournamentsCard />
          </Suspense>
        }
      />
    </>
  );
}
