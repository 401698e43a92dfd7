import type { OrganizerTournament } from '@chess-portal/contracts';
import { Badge, ButtonLink, Card, CardFooter, CardHeader, CardTitle, formatDateTime, formatInr, isZeroAmount } from '@chess-portal/portal-kit';
import styled from 'styled-components';
import { statusVariant } from '../../../lib/tournament-status';
import { DeleteButton, EndButton } from './lifecycle-buttons';

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-transform: capitalize;
`;

const Description = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; text-align: right; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
`;

const Live = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-top: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &::before { content: ''; width: 8px; height: 8px; border-radius: 50%; background: currentColor; }
`;

const ExternalLink = styled.a`
  align-self: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export function OrganizerTournamentCard({ tournament: t }: { tournament: OrganizerTournament }) {
  return (
    <Card aria-labelledby={`org-tournament-${t.id}`}>
      <CardHeader>
        <div>
          <CardTitle id={`org-tournament-${t.id}`}>{t.name}</CardTitle>
          <Meta>
            {t.system.replace('-', ' ')} · {t.timeControl}
          </Meta>
        </div>
        <Badge variant={statusVariant(t.status)}>{t.status}</Badge>
      </CardHeader>
      {t.description && <Description>{t.description}</Description>}
      <Facts>
        <dt>Date</dt>
        <dd>{formatDateTime(t.startTime, 'TBD')}</dd>
        <dt>Entry fee</dt>
        <dd>{isZeroAmount(t.entryFee) ? 'Free' : formatInr(t.entryFee)}</dd>
        <dt>Registrations</dt>
        <dd>
          {t.registrationCount} / {t.maxPlayers}
        </dd>
      </Facts>
      {t.lichessUrl && <Live>Live on Lichess</Live>}
      <CardFooter>
        <ButtonLink to={`/organizer/tournaments/${t.id}`} variant="outline" size="sm" aria-label={`View details of ${t.name}`}>
          View Details
        </ButtonLink>
        {t.lichessUrl && (
          <ExternalLink href={t.lichessUrl} target="_blank" rel="noreferrer">
            Open on Lichess ↗
          </ExternalLink>
        )}
        {(t.status === 'open' || t.status === 'registration') && <EndButton tournament={t} />}
        <DeleteButton tournament={t} />
      </CardFooter>
    </Card>
  );
}
