import type { OrganizerTournament } from '@chess-portal/contracts';
import { Card, CardDescription, CardHeader, CardTitle } from '@chess-portal/portal-kit';
import styled from 'styled-components';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; text-transform: none; }
`;

/** SPEC §2: live link, type and id, or a not-yet-pushed message. */
export function LichessCard({ tournament: t }: { tournament: OrganizerTournament }) {
  return (
    <Card aria-labelledby="lichess-card-title">
      <CardHeader>
        <div>
          <CardTitle id="lichess-card-title">Lichess Integration</CardTitle>
          <CardDescription>{t.lichessUrl ? 'This tournament is live on Lichess.' : 'Not pushed to Lichess yet.'}</CardDescription>
        </div>
      </CardHeader>
      {t.lichessUrl ? (
        <Facts>
          <dt>Link</dt>
          <dd><a href={t.lichessUrl} target="_blank" rel="noreferrer">{t.lichessUrl} ↗</a></dd>
          <dt>Type</dt>
          <dd>{t.lichessType === 'swiss' ? 'Swiss' : 'Arena'}</dd>
          <dt>Lichess id</dt>
          <dd>{t.lichessTournamentId}</dd>
        </Facts>
      ) : (
        <p>Push it to Lichess to create it there; approved players are put on its allow-list so only they can join.</p>
      )}
    </Card>
  );
}
