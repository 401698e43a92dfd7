// Provider states of CONVENTIONS.md for core-service. Each handler is idempotent (states repeat
// across interactions on one database) and returns the values consumers inject with fromProviderState.
import { randomBytes } from 'node:crypto';
import type { VerifierOptions } from '@pact-foundation/pact';
import type { Clock } from '../../src/shared/clock';
import type { Db } from '../../src/db/knex';
import { Notification, User } from '../../src/db/models';
import { normalizeEmail } from '../../src/accounts/services/auth-service';
import { hashPassword } from '../../src/accounts/services/password';
import { sealLichessToken } from '../../src/lichess/identity/lichess-token-service';
import { putSession } from '../../src/accounts/services/session-service';
import { playingStates } from './playing-states';

type Params = Record<string, unknown>;
type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;
type StateParams = Parameters<Extract<StateHandlers[string], (...args: never[]) => unknown>>[0];

const DAY_MS = 86_400_000;
const NO_LICHESS = {
  lichessAccessToken: null,
  lichessConnectedUsername: null,
  lichessTokenScopes: null,
  lichessConnectedAt: null,
};
const text = (params: unknown, key: string): string => {
  const value = params && typeof params === 'object' ? (params as Params)[key] : undefined;
  if (typeof value !== 'string' || !value) throw new Error(`provider state parameter "${key}" is missing`);
  return value;
};

/** An active player with this id / e-mail / password, created or brought back to that state. */
async function activeUser(db: Db, fields: { id?: string; email?: string; password?: string }): Promise<User> {
  const existing = fields.id
    ? await User.query(db).findById(fields.id)
    : fields.email
      ? await User.query(db).findOne({ email: normalizeEmail(fields.email) })
      : undefined;
  const password = await hashPassword(fields.password ?? randomBytes(12).toString('hex'));
  if (existing) return existing.$query(db).patchAndFetch({ isActive: true, password });
  const suffix = randomBytes(4).toString('hex');
  return User.query(db).insert({
    ...(fields.id ? { id: fields.id } : {}),
    username: `pact_${suffix}`,
    email: fields.email ? normalizeEmail(fields.email) : `pact_${suffix}@example.com`,
    password,
  });
}

export function coreStates(db: Db, clock: Clock): StateHandlers {
  return {
    ...playingStates(db, clock),
    'an active user with email {email} and password {password}': async (params: StateParams) => {
      const user = await activeUser(db, { email: text(params, 'email'), password: text(params, 'password') });
      return { userId: user.id };
    },
    'a session {sid} of an active user': async (params: StateParams) => {
      const user = await activeUser(db, {});
      await putSession(db, clock, text(params, 'sid'), { userId: user.id }, DAY_MS);
      return { userId: user.id };
    },
    'an active user {userId} with an unread notification': async (params: StateParams) => {
      const user = await activeUser(db, { id: text(params, 'userId') });
      await user.$query(db).patch({ role: 'player' });
      await Notification.query(db).where('userId', user.id).delete();
      await Notification.query(db).insert({
        userId: user.id,
        kind: 'registration.approved',
        title: 'Registration approved: Pact Rapid',
        body: 'Your registration for Pact Rapid has been approved.',
        link: '/tournaments/pact',
        createdAt: clock.now(),
      });
      return { userId: user.id };
    },
    'an active user {userId}': async (params: StateParams) => {
      const user = await activeUser(db, { id: text(params, 'userId') });
      await user.$query(db).patch({ role: 'player' });
      return { userId: user.id };
    },
    'an active organizer {userId}': async (params: StateParams) => {
      const user = await activeUser(db, { id: text(params, 'userId') });
      await user.$query(db).patch({ role: 'organizer', ...NO_LICHESS });
      return { userId: user.id };
    },
    'an active organizer {userId} with Lichess account {username} connected': async (params: StateParams) => {
      const user = await activeUser(db, { id: text(params, 'userId') });
      // a token the Lichess sandbox does not know: revoking it counts as revoked (Lichess answers 401)
      const token = `lio_pact${randomBytes(12).toString('hex')}`;
      await user.$query(db).patch({
        role: 'organizer',
        lichessAccessToken: sealLichessToken({}, user.id, token),
        lichessConnectedUsername: text(params, 'username'),
        lichessTokenScopes: 'tournament:write team:read',
        lichessConnectedAt: clock.now(),
      });
      return { userId: user.id };
    },
  };
}
