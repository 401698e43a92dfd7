import { isTournamentOver, type OrganizerTournament } from '@chess-portal/contracts';
import {
  Badge,
  ButtonLink,
  Card,
  CardFooter,
  CardHeader,
  CardTitle,
  Fact,
  FactList,
  formatDateTime,
  formatInr,
  isZeroAmount,
} from '@chess-portal/portal-kit';
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

const Live = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-top: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
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
      <FactList align="end" strong>
        <Fact label="Date">{formatDateTime(t.startTime, 'TBD')}</Fact>
        <Fact label="Entry fee">{isZeroAmount(t.entryFee) ? 'Free' : formatInr(t.entryFee)}</Fact>
        <Fact label="Registrations">
          {t.registrationCount} / {t.maxPlayers}
        </Fact>
      </FactList>
      {t.lichessUrl && !isTournamentOver(t.status) && <Live>Live on Lichess</Live>}
      <CardFooter>
        <ButtonLink
          to={`/organizer/tournaments/${t.id}`}
          variant="outline"
          size="sm"
          aria-label={`View details of ${t.name}`}
        >
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
