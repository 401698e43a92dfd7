import type { JoinRefusal, PublicTournament, SessionUser } from '@chess-portal/contracts';
import { ButtonLink, Card, CardTitle, LoadingBlock, formatDateTime, useSession } from '@chess-portal/portal-kit';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  findOwnRegistration,
  isActiveRegistration,
  useTournamentRegistrations,
} from '../../../lib/tournaments/get-tournament-registrations';
import { REGISTER_AGAIN_TEXTS } from '../../../lib/registration-status-texts';
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

const Deadline = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** While the tournament can be joined: until when (the join window closes 10 minutes before the start, product.md §4). */
function JoinDeadline({ tournament: t }: { tournament: PublicTournament }) {
  if (t.joinRefusal || !t.joinClosesAt) return null;
  return <Deadline>Join before {formatDateTime(t.joinClosesAt)}</Deadline>;
}

const statusPath = (id: string) => `/tournament/${id}/registration-status`;

/**
 * product.md §2 'Cannot Join' reason: core's refusal. Core refuses for the join window only once it has
 * closed, so the instant is shown as past ('Registration closed at …'), never as 'Join before' a time
 * already gone.
 */
function cannotJoinReason(refusal: JoinRefusal, joinClosesAt: string | null): string {
  return refusal.code === 'join_window_closed' && joinClosesAt
    ? `Registration closed at ${formatDateTime(joinClosesAt)} (10 minutes before the start)`
    : refusal.message;
}

function CannotJoin({
  refusal,
  joinClosesAt,
  children,
}: {
  refusal: JoinRefusal;
  joinClosesAt: string | null;
  children?: ReactNode;
}) {
  return (
    <>
      <CardTitle as="h2">Cannot Join</CardTitle>
      <Reason>{cannotJoinReason(refusal, joinClosesAt)}</Reason>
      {children}
    </>
  );
}

/** Core takes registrations only from team-verified players (product.md §4): the wizard finishes the setup. */
function SetupFirst({ user }: { user: SessionUser }) {
  const linked = Boolean(user.lichessUsername);
  return (
    <>
      <CardTitle as="h2">{linked ? 'Join the Chess School team first' : 'Link your Lichess account first'}</CardTitle>
      <Text>
        {linked
          ? 'Tournaments are for members of the Chess School team on Lichess. Join the team, then come back to register.'
          : 'Your games are played on Lichess, and your account has no Lichess username yet. Link it, join the Chess School team, then come back to register.'}
      </Text>
      <ButtonLink to="/register" block>
        {linked ? 'Join the team' : 'Link Lichess account'}
      </ButtonLink>
    </>
  );
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
      <CannotJoin refusal={t.joinRefusal} joinClosesAt={t.joinClosesAt}>
        {registered && (
          <ButtonLink to={statusPath(t.id)} variant="outline" block style={{ marginTop: 16 }}>
            View your registration
          </ButtonLink>
        )}
      </CannotJoin>
    );
  }
  if (!user.lichessUsername || !user.teamVerified) return <SetupFirst user={user} />;
  return (
    <>
      <CardTitle as="h2">Join Tournament</CardTitle>
      <Text>{(own && REGISTER_AGAIN_TEXTS[own.paymentStatus]) ?? 'Register for this tournament.'}</Text>
      <JoinDeadline tournament={t} />
      <JoinForm tournament={t} user={user} />
    </>
  );
}

/**
 * product.md §2 registration panel: Login to Join, the join form, Cannot Join, or on to the status page. A
 * tournament nobody can join (completed, closed, full) says so to visitors too, not 'Login to Join'.
 */
export function RegistrationPanel({ tournament }: { tournament: PublicTournament }) {
  const { user } = useSession();
  return (
    <Card aria-label="Registration">
      {user ? (
        <SignedInPanel tournament={tournament} user={user} />
      ) : tournament.joinRefusal ? (
        // signing in would not help: a visitor sees the same reason a player would
        <CannotJoin refusal={tournament.joinRefusal} joinClosesAt={tournament.joinClosesAt} />
      ) : (
        <>
          <CardTitle as="h2">Login to Join</CardTitle>
          <Text>Sign in to register for this tournament.</Text>
          <JoinDeadline tournament={tournament} />
          <ButtonLink to={`/login?next=${encodeURIComponent(`/tournaments/${tournament.id}`)}`} block>
            Login to Join
          </ButtonLink>
        </>
      )}
    </Card>
  );
}
