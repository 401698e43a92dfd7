import { useSession } from '@chess-portal/portal-kit';
import { useMemo, type ReactNode } from 'react';
import { useMyRegistrations } from '../api/get-my-registrations';
import { useTournaments } from '../api/get-tournaments';
import { useBrowseTournaments } from '../../../lib/tournaments/browse-tournaments';
import { MyRegistrations } from './my-registrations';
import { RecentWinners } from './recent-winners';
import { UPCOMING_SHOWN, UpcomingTournaments } from './upcoming-tournaments';

const canManage = (role: string | undefined) => role === 'organizer' || role === 'admin';

/**
 * product.md §2 Tournaments tab: my registrations (for organizers and admins only when they have some), the
 * organizer's card, upcoming tournaments, recent winners.
 */
export function TournamentsTab({ organizerCard }: { organizerCard?: ReactNode }) {
  const { user } = useSession();
  const tournaments = useTournaments();
  // Upcoming is the server's first page of tournaments that have not started, soonest first
  const upcoming = useBrowseTournaments({ scope: 'upcoming', limit: UPCOMING_SHOWN });
  const mine = useMyRegistrations(Boolean(user));
  const registeredIds = useMemo(() => new Set((mine.data ?? []).map((r) => r.tournamentId)), [mine.data]);
  return (
    <>
      {user && (!canManage(user.role) || Boolean(mine.data?.length)) && <MyRegistrations query={mine} />}
      {canManage(user?.role) && organizerCard}
      <UpcomingTournaments query={upcoming} registeredIds={registeredIds} />
      {tournaments.data && <RecentWinners tournaments={tournaments.data} />}
    </>
  );
}
