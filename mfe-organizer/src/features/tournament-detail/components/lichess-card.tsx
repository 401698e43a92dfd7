import {
  isTournamentOver,
  terminatedOnLichessNote,
  TERMINATED_ON_LICHESS,
  type OrganizerTournament,
} from '@chess-portal/contracts';
import { LichessSyncStatus } from '../../../components/lichess-sync';
import { Card, CardDescription, CardHeader, CardTitle, Fact, FactList } from '@chess-portal/portal-kit';
import styled from 'styled-components';

// why that account: a sentence under its name, wrapping on a phone
const Reason = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** product.md §2: live link, type and id, or a not-yet-pushed message with the account that will create it and why. */
export function LichessCard({ tournament: t }: { tournament: OrganizerTournament }) {
  return (
    <Card aria-labelledby="lichess-card-title">
      <CardHeader>
        <div>
          <CardTitle id="lichess-card-title" as="h2">
            Lichess Integration
          </CardTitle>
          <CardDescription>
            {!t.lichessUrl
              ? 'Not pushed to Lichess yet.'
              : t.lichessTerminatedAt
                ? terminatedOnLichessNote(t.status)
                : isTournamentOver(t.status)
                  ? `This tournament is ${t.status} and no longer live on Lichess.`
                  : 'This tournament is live on Lichess.'}
          </CardDescription>
        </div>
      </CardHeader>
      {t.lichessUrl ? (
        <FactList>
          <Fact label="Link">
            {t.lichessTerminatedAt ? (
              TERMINATED_ON_LICHESS
            ) : (
              <a href={t.lichessUrl} target="_blank" rel="noreferrer">
                {t.lichessUrl} ↗
              </a>
            )}
          </Fact>
          <Fact label="Type">{t.lichessType === 'swiss' ? 'Swiss' : 'Arena'}</Fact>
          <Fact label="Lichess id">{t.lichessTournamentId}</Fact>
          {t.lichessSync && (
            <Fact label="Allow-list">
              <LichessSyncStatus sync={t.lichessSync} />
            </Fact>
          )}
        </FactList>
      ) : (
        <>
          <p>
            Push it to Lichess to create it there; approved players are put on its allow-list so only they can join.
          </p>
          {t.lichessCreator && (
            <FactList>
              <Fact label="Created on Lichess by">
                {t.lichessCreator.username ?? 'No account can create it yet'}
                <Reason>{t.lichessCreator.reason}</Reason>
              </Fact>
            </FactList>
          )}
        </>
      )}
    </Card>
  );
}
