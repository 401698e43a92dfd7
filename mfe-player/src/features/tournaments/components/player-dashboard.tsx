import { Button, PageHeader, sharedKeys, Tabs } from '@chess-portal/portal-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { TeamGate } from '../../team-gate';
import { tournamentKeys } from '../../../lib/tournaments/keys';
import { PuzzlesComingSoon } from './puzzles-coming-soon';
import { TournamentsTab } from './tournaments-tab';

/** Refetches the tournament data and keeps the button spinning for 1 s (SPEC §9). */
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

/** SPEC §2 player dashboard at /tournaments. */
export function PlayerDashboard() {
  const [tab, setTab] = useState('tournaments');
  const { refreshing, refresh } = useRefresh();
  return (
    <>
      <TeamGate />
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
          { value: 'tournaments', label: 'Tournaments', content: <TournamentsTab /> },
          { value: 'puzzles', label: 'Puzzles', content: <PuzzlesComingSoon /> },
        ]}
      />
    </>
  );
}
