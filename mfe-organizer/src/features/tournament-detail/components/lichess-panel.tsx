// product.md §2 legacy manage: the Lichess integration panel, for the organizer or an admin only. Before the
// tournament is on Lichess it offers Arena or Swiss creation; afterwards the active state, and for a
// Swiss, adding and removing players.
import { terminatedOnLichessNote, type OrganizerTournament, type SessionUser } from '@chess-portal/contracts';
import { Alert, Card, CardDescription, CardHeader, CardTitle, Tabs } from '@chess-portal/portal-kit';
import { useState } from 'react';
import { ArenaCreateForm, SwissCreateForm } from './lichess-create-forms';
import { SwissPlayerForm } from './swiss-player-form';

export function LichessPanel({ tournament: t, user }: { tournament: OrganizerTournament; user: SessionUser | null }) {
  const [tab, setTab] = useState(t.system === 'arena' ? 'arena' : 'swiss');
  const active = t.lichessIntegration && Boolean(t.lichessUrl);
  const over = t.status === 'completed' || t.status === 'cancelled';
  return (
    <Card aria-labelledby="lichess-panel-title">
      <CardHeader>
        <div>
          <CardTitle id="lichess-panel-title" as="h2">
            Lichess Integration
          </CardTitle>
          <CardDescription>{active ? 'Active on Lichess' : 'Create this tournament on Lichess'}</CardDescription>
        </div>
      </CardHeader>
      {user?.role !== 'organizer' && user?.role !== 'admin' ? (
        <Alert variant="warning">Organizer privileges required to manage Lichess integration</Alert>
      ) : active ? (
        <>
          <p style={{ marginBottom: 16, overflowWrap: 'anywhere' }}>
            {t.lichessType === 'swiss' ? 'Swiss' : 'Arena'}{' '}
            {t.lichessTerminatedAt ? (
              terminatedOnLichessNote(t.status)
            ) : (
              <a href={t.lichessUrl!} target="_blank" rel="noreferrer">
                {t.lichessUrl} ↗
              </a>
            )}
          </p>
          {t.lichessType === 'swiss' && !over && <SwissPlayerForm tournament={t} />}
        </>
      ) : (
        <Tabs
          label="Lichess tournament type"
          value={tab}
          onChange={setTab}
          items={[
            { value: 'arena', label: 'Arena', content: <ArenaCreateForm tournament={t} /> },
            { value: 'swiss', label: 'Swiss', content: <SwissCreateForm tournament={t} /> },
          ]}
        />
      )}
    </Card>
  );
}
