import {
  Button,
  PageHeader,
  sharedKeys,
  Tabs,
  refreshed,
  refreshFailed,
  refreshOffline,
} from '@chess-portal/portal-kit';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { tournamentKeys } from '../../../lib/tournaments/keys';
import { PuzzlesComingSoon } from './puzzles-coming-soon';
import { TournamentsTab } from './tournaments-tab';

const SPIN_MS = 1000;
const NOTE_MS = 6000;

/**
 * Refetches the tournament data; the button spins at least 1 s (product.md §9) and until the answers
 * are in, then a status line says how it went: up to date, failed, or offline (the data is refreshed
 * when the network returns, react-query's paused queries).
 */
function useRefresh() {
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const [note, setNote] = useState('');
  const timer = useRef<number | undefined>(undefined);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.clearTimeout(timer.current);
    };
  }, []);
  const say = (text: string) => {
    if (!mounted.current) return;
    setNote(text);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => mounted.current && setNote(''), NOTE_MS);
  };
  const refresh = async () => {
    const keys = [tournamentKeys.all, tournamentKeys.mine(), sharedKeys.organizerTournaments];
    const done = Promise.all(
      keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }, { throwOnError: true })),
    );
    if (!onlineManager.isOnline()) {
      done.catch(() => undefined);
      return say(refreshOffline);
    }
    setNote('');
    setRefreshing(true);
    const spun = new Promise((resolve) => window.setTimeout(resolve, SPIN_MS));
    const outcome = await done.then(
      () => refreshed,
      () => refreshFailed,
    );
    await spun;
    if (!mounted.current) return;
    setRefreshing(false);
    say(outcome);
  };
  return { refreshing, refresh, note };
}

const Note = styled.p`
  align-self: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type Props = {
  /** the organizer's 'My Tournaments' card, shown to organizers and admins (composed by the app) */
  organizerCard?: ReactNode;
};

/** product.md §2 player dashboard at /tournaments (the app puts the team gate over it). */
export function PlayerDashboard({ organizerCard }: Props) {
  const [tab, setTab] = useState('tournaments');
  const { refreshing, refresh, note } = useRefresh();
  return (
    <>
      <PageHeader
        title="Chess School Arena Dashboard"
        subtitle="Manage tournaments, puzzle competitions, and track performance"
        actions={
          <>
            <Note role="status">{note}</Note>
            <Button variant="outline" onClick={() => void refresh()} loading={refreshing}>
              Refresh
            </Button>
          </>
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
