import type { JoinRefusal, PublicTournament, SessionUser } from '@chess-portal/contracts';
import { ButtonLink, Card, CardTitle, LoadingBlock, formatDateTime, useSession } from '@chess-portal/portal-kit';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  findOwnRegistration,
  isActiveRegistration,
  useTournamentRegistrations,
} from '../../../lib/tournaments/get-tournament-registrations';
import { JoinForm } from './join-form';

const Text = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Reason = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.danger};
`;

const statusPath = (id: string) => `/tournament/${id}/registration-status`;

/** SPEC §2 'Cannot Join' reason: core's refusal, its join window shown as 'Join before {time}'. */
function cannotJoinReason(refusal: JoinRefusal, joinClosesAt: string | null): string {
  return refusal.code === 'join_window_closed' && joinClosesAt
    ? `Join before ${formatDateTime(joinClosesAt)}`
    : refusal.message;
}

function SignedInPanel({ tournament: t, user }: { tournament: PublicTournament; user: SessionUser }) {
  const registrations = useTournamentRegistrations(t.id);
  if (registrations.isPending) return <LoadingBlock label="Checking your registration..." />;
  const own = findOwnRegistration(registrations.data ?? [], user.id);
  const registered = own && isActiveRegistration(own);
  // a finished tournament stays readable (results) for the players who took part
  if (registered && t.status !== 'completed') return <Navigate to={statusPath(t.id)} replace />;
  if (t.joinRefusal) {
    return (
      <>
        <CardTitle as="h2">Cannot Join</CardTitle>
        <Reason>{cannotJoinReason(t.joinRefusal, t.joinClosesAt)}</Reason>
        {registered && (
          <ButtonLink to={statusPath(t.id)} variant="outline" block style={{ marginTop: 16 }}>
            View your registration
          </ButtonLink>
        )}
      </>
    );
  }
  return (
    <>
      <CardTitle as="h2">Join Tournament</CardTitle>
      <Text>
        {own ? 'Your previous registration was not approved. You can register again.' : 'Register for this tournament.'}
      </Text>
      <JoinForm tournament={t} user={user} />
    </>
  );
}

/** SPEC §2 registration panel: Login to Join, the join form, Cannot Join, or on to the status page. */
export function RegistrationPanel({ tournament }: { tournament: PublicTournament }) {
  const { user } = useSession();
  return (
    <Card aria-label="Registration">
      {user ? (
        <SignedInPanel tournament={tournament} user={user} />
      ) : (
        <>
          <CardTitle as="h2">Login to Join</CardTitle>
          <Text>Sign in to register for this tournament.</Text>
          <ButtonLink to="/login" block>
            Login to Join
          </ButtonLink>
        </>
      )}
    </Card>
  );
}
