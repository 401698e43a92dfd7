import type { PublicTournament, SessionUser } from '@chess-portal/contracts';
import { ButtonLink, Card, CardTitle, LoadingBlock, useSession } from '@chess-portal/portal-kit';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { findOwnRegistration, useTournamentRegistrations } from '../../../lib/tournaments/get-tournament-registrations';
import { cannotJoinReason } from '../api/join-rules';
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

function SignedInPanel({ tournament: t, user }: { tournament: PublicTournament; user: SessionUser }) {
  const registrations = useTournamentRegistrations(t.id);
  if (registrations.isPending) return <LoadingBlock label="Checking your registration..." />;
  const own = findOwnRegistration(registrations.data ?? [], user.id);
  const registered = own && own.paymentStatus !== 'rejected';
  // a finished tournament stays readable (results) for the players who took part
  if (registered && t.status !== 'completed') return <Navigate to={statusPath(t.id)} replace />;
  if (!t.registrationOpen) {
    return (
      <>
        <CardTitle as="h2">Cannot Join</CardTitle>
        <Reason>{cannotJoinReason(t)}</Reason>
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
      <Text>{own ? 'Your previous registration was not approved. You can register again.' : 'Register for this tournament.'}</Text>
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
