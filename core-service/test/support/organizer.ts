// Organizer-area test helpers: two organizers, an admin, players with Lichess names from the
// sandbox fixtures, tournaments that start after the sandbox's frozen clock, and Lichess joins.
import { SERVICE_TOKEN, type TestContext } from './test-app';
import { createRegistration, createTournament, createUser } from './factories';
import type { Tournament, User } from '../../src/db/models';

/** After the sandbox's T0 (2026-07-01T10:00Z), so Lichess accepts it as a future start. */
export const FUTURE_START = new Date('2026-07-10T12:30:00.000Z');

export type OrganizerWorld = {
  anita: User;
  ravi: User;
  admin: User;
  players: Record<'demo' | 'knight' | 'queen' | 'outsider' | 'nameless', User>;
};

export async function organizerWorld(t: TestContext): Promise<OrganizerWorld> {
  const player = (lichessUsername: string | null) =>
    createUser(t.db, { lichessUsername, lichessVerified: Boolean(lichessUsername), teamVerified: true });
  return {
    anita: await createUser(t.db, { role: 'organizer', upiId: 'anita@upi' }),
    ravi: await createUser(t.db, { role: 'organizer' }),
    admin: await createUser(t.db, { role: 'admin' }),
    players: {
      demo: await player('DemoPlayer'),
      knight: await player('KnightRider99'),
      queen: await player('QueenGambit'),
      outsider: await player('OutsiderOmar'),
      nameless: await player(null),
    },
  };
}

export async function paidSwiss(
  t: TestContext,
  organizer: User,
  overrides: Partial<Tournament> = {},
): Promise<Tournament> {
  return createTournament(t.db, {
    organizerId: organizer.id,
    name: 'Sunday Swiss',
    system: 'swiss',
    timeControl: '10+5',
    rounds: 5,
    roundInterval: 60,
    entryFee: '150.00',
    lichessTeamSlug: 'chess-school',
    startTime: FUTURE_START,
    maxPlayers: 40,
    ...overrides,
  });
}

let nextPaymentId = 400_000_000_000;

/** A fresh 12-digit UPI reference number each call, so no two test registrations share one. */
export const uniquePaymentId = () => String(nextPaymentId++);

export async function register(
  t: TestContext,
  tournament: Tournament,
  player: User,
  paymentId: string | null = uniquePaymentId(),
) {
  return createRegistration(t.db, tournament.id, player.id, { paymentId });
}

/** A player's own join on the sandbox (their token): 'ok', or Lichess's refusal text. */
export async function joinOnLichess(
  t: TestContext,
  kind: 'swiss' | 'arena',
  lichessId: string,
  username: string,
): Promise<string> {
  const token = await t.lichess.token(username);
  const path = kind === 'swiss' ? `/api/swiss/${lichessId}/join` : `/api/tournament/${lichessId}/join`;
  const res = await fetch(`${t.lichess.sandbox.url}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { ok?: boolean; error?: string };
  return res.ok ? 'ok' : String(body.error);
}

export const del = (t: TestContext, path: string, actingUserId: string) =>
  t.raw().delete(path).set('Authorization', `Bearer ${SERVICE_TOKEN}`).set('X-Acting-User-Id', actingUserId);
