import { Button, PageHeader, sharedKeys, Tabs } from '@chess-portal/portal-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { tournamentKeys } from '../../../lib/tournaments/keys';
import { PuzzlesComingSoon } from './puzzles-coming-soon';
import { TournamentsTab } from './tournaments-tab';

/** Refetches the tournament data and keeps the button spinning for 1 s (product.md §9). */
function useRefresh() {
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const refresh = () => {
    setRefreshing(true);
    void queryClient.invalidateQueries({ queryKey: tournamentKeys.all });
    void queryClient.invalidateQueries({ queryKey: tournamentKeys.mine() });
    void queryClient.invalidateQueries({ queryKey: sharedKeys.organizerTournaments });
    timer.current = window.setTimeout(() => setRefreshing(false), 1000);
  };
  return { refreshing, refresh };
}

type Props = {
  /** the organizer's 'My Tournaments' card, shown to organizers and admins (composed by the app) */
  organizerCard?: ReactNode;
};

/** product.md §2 player dashboard at /tournaments (the app puts the team gate over it). */
export function PlayerDashboard({ organizerCard }: Props) {
  const [tab, setTab] = useState('tournaments');
  const { refreshing, refresh } = useRefresh();
  return (
    <>
      <PageHeader
        title="Chess School Arena Dashboard"
        subtitle="Manage tournaments, puzzle competitions, and track performance"
        actions={
          <Button variant="outline" onClick={refresh} loading={refreshing}>
            Refresh
          </Button>
        }
      />
      <Tabs
        label="Dashboard sections"
        value={tab}
        onChange={setTab}
        items={[
          { value: 'tournaments', label: 'Tournaments', content: <TournamentsTab organizerCard={organizerCard} /> },
          { value: 'puzzles', label: 'Puzzles', content: <PuzzlesComingSoon /> },
        ]}
      />
    </>
  );
}
