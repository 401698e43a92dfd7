// Provider states for the playing interactions: tournaments open for registration or
// full, team-verified players and their registrations. Idempotent: each call brings the rows to the
// named state (states repeat across interactions on one database).
import { randomBytes } from 'node:crypto';
import type { VerifierOptions } from '@pact-foundation/pact';
import type { Clock } from '../../src/shared/clock';
import type { Db } from '../../src/db/knex';
import { Registration, Tournament, User } from '../../src/db/models';

type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;
type Params = Record<string, unknown>;

const DAY = 86_400_000;
const param = (params: unknown, key: string): string => {
  const value = params && typeof params === 'object' ? (params as Params)[key] : undefined;
  if (typeof value !== 'string' || !value) throw new Error(`provider state parameter "${key}" is missing`);
  return value;
};

async function organizer(db: Db): Promise<User> {
  const existing = await User.query(db).findOne({ email: 'pact-organizer@example.com' });
  if (existing) return existing;
  return User.query(db).insert({
    username: 'pact_organizer',
    email: 'pact-organizer@example.com',
    password: 'x',
    role: 'organizer',
    upiId: 'organizer@okaxis',
  });
}

/** A tournament with this id, open for registration a week ahead, with no registrations. */
async function openTournament(db: Db, clock: Clock, id: string, maxPlayers = 32): Promise<Tournament> {
  const fields = {
    name: 'Weekend Blitz Cup',
    format: 'blitz' as const,
    timeControl: '3+2',
    system: 'arena' as const,
    maxPlayers,
    entryFee: '100.00',
    status: 'registration' as const,
    startTime: new Date(clock.now().getTime() + 7 * DAY),
    organizerId: (await organizer(db)).id,
  };
  await Registration.query(db).delete().where({ tournamentId: id });
  const existing = await Tournament.query(db).findById(id);
  if (existing) return existing.$query(db).patchAndFetch(fields);
  return Tournament.query(db).insert({ id, ...fields });
}

async function teamVerifiedPlayer(db: Db, id: string): Promise<User> {
  const existing = await User.query(db).findById(id);
  if (existing) return existing.$query(db).patchAndFetch({ isActive: true, teamVerified: true });
  const suffix = randomBytes(4).toString('hex');
  return User.query(db).insert({
    id,
    username: `pact_${suffix}`,
    email: `pact_${suffix}@example.com`,
    password: 'x',
    teamVerified: true,
  });
}

export function playingStates(db: Db, clock: Clock): StateHandlers {
  return {
    'a tournament {tournamentId} open for registration': async (params: unknown) => {
      const t = await openTournament(db, clock, param(params, 'tournamentId'));
      return { tournamentId: t.id };
    },
    'a full tournament {tournamentId}': async (params: unknown) => {
      const t = await openTournament(db, clock, param(params, 'tournamentId'), 1);
      const other = await teamVerifiedPlayer(db, '00000000-0000-4000-8000-00000000f011');
      await Registration.query(db).insert({ tournamentId: t.id, playerId: other.id });
      return { tournamentId: t.id };
    },
    'a team-verified player {userId}': async (params: unknown) => {
      const user = await teamVerifiedPlayer(db, param(params, 'userId'));
      return { userId: user.id };
    },
    'a player {userId} registered for tournament {tournamentId}': async (params: unknown) => {
      const t = await openTournament(db, clock, param(params, 'tournamentId'));
      const user = await teamVerifiedPlayer(db, param(params, 'userId'));
      await Registration.query(db).insert({
        tournamentId: t.id,
        playerId: user.id,
        paymentId: 'UPI123456789',
        registeredAt: clock.now(),
      });
      return { userId: user.id, tournamentId: t.id };
    },
    'a player {userId} with a pending registration {registrationId}': async (params: unknown) => {
      const t = await openTournament(db, clock, '00000000-0000-4000-8000-00000000f012');
      const user = await teamVerifiedPlayer(db, param(params, 'userId'));
      const id = param(params, 'registrationId');
      await Registration.query(db).delete().where({ id });
      await Registration.query(db).delete().where({ tournamentId: t.id, playerId: user.id });
      await Registration.query(db).insert({
        id,
        tournamentId: t.id,
        playerId: user.id,
        paymentId: '412345678901',
        registeredAt: clock.now(),
      });
      return { userId: user.id, registrationId: id };
    },
  };
}
