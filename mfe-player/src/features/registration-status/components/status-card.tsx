import { isTournamentOver, type PublicRegistration, type PublicTournament } from '@chess-portal/contracts';
import { ButtonLink, Card, useSession } from '@chess-portal/portal-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { RegistrationStatusBadge } from '../../../components/status-badge';
import { TournamentAccess } from '../../../components/tournament-access';
import { PENDING_TEXT, REJECTED_TEXT, REVOKED_TEXT, WITHDRAWN_TEXT } from '../../../lib/registration-status-texts';
import { StatusIcon } from './status-icon';

const messages: Record<string, string> = {
  pending: PENDING_TEXT,
  approved: 'Your registration is approved. The way into the tournament opens 5 minutes before the start.',
  rejected: REJECTED_TEXT,
  revoked: REVOKED_TEXT,
  withdrawn: WITHDRAWN_TEXT,
};

/** Rejected, revoked and withdrawn registrations hold no seat: the player may register again (product.md §4). */
const mayRegisterAgain = (status: string) => ['rejected', 'revoked', 'withdrawn'].includes(status);

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
`;

const Message = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0;
`;

const Actions = styled.div`
  max-width: 360px;
`;

/**
 * A completed or cancelled tournament: its result, not a countdown. The player's own place
 * when Lichess's results list them, and the way to the full results.
 */
function Outcome({ tournament: t }: { tournament: PublicTournament }) {
  const { user } = useSession();
  if (t.status === 'cancelled') return <Message>This tournament was cancelled by the organizer.</Message>;
  const name = user?.lichessUsername?.toLowerCase();
  const mine = name ? t.results?.find((row) => row.username.toLowerCase() === name) : undefined;
  const winner = t.results?.find((row) => row.rank === 1);
  const place = mine
    ? ` You finished #${mine.rank} of ${t.results!.length}${mine.score != null ? ` with ${mine.score} points` : ''}.`
    : '';
  return (
    <>
      <Message>
        This tournament is completed.{winner ? ` Winner: ${winner.username}.` : ' The results are not in yet.'}
        {place}
      </Message>
      <ButtonLink to={`/tournaments/${t.id}`} variant="outline">
        View Results
      </ButtonLink>
    </>
  );
}

/** The registration's state: icon, badge, message and what the player can do next. */
export function StatusCard({
  registration: r,
  tournament: t,
}: {
  registration: PublicRegistration;
  tournament: PublicTournament;
}) {
  return (
    <Card aria-labelledby="status-title">
      <Head>
        <StatusIcon status={r.paymentStatus} />
        <div>
          <h2 id="status-title">{t.name}</h2>
          <RegistrationStatusBadge status={r.paymentStatus} />
        </div>
      </Head>
      {isTournamentOver(t.status) ? (
        <Actions>
          <Outcome tournament={t} />
        </Actions>
      ) : (
        <>
          <Message>{messages[r.paymentStatus] ?? 'The status of this registration is unknown.'}</Message>
          <Actions>
            {r.paymentStatus === 'approved' && (
              <TournamentAccess
                opensAt={t.accessOpensAt.statusPage}
                lichessUrl={t.lichessUrl}
                name={t.name}
                earlierElsewhere={{
                  opensAt: t.accessOpensAt.dashboard,
                  note: (
                    <>
                      Opens here 5 minutes before the start — or go from <Link to="/tournaments">your dashboard</Link>
                    </>
                  ),
                }}
              />
            )}
            {mayRegisterAgain(r.paymentStatus) && (
              <ButtonLink to={`/tournaments/${t.id}`} variant="outline">
                Try Registering Again
              </ButtonLink>
            )}
          </Actions>
        </>
      )}
    </Card>
  );
}
