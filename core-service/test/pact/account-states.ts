// Provider states for the accounts and onboarding interactions. Idempotent: each call
// brings the rows to the named state (states repeat across interactions on one database).
import { createHash, randomBytes } from 'node:crypto';
import type { VerifierOptions } from '@pact-foundation/pact';
import type { Clock } from '../../src/shared/clock';
import type { Db } from '../../src/db/knex';
import { LichessOAuthRequest, OrganizerApplication, PasswordReset, User } from '../../src/db/models';
import { normalizeEmail } from '../../src/accounts/services/auth-service';

type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;
type Params = Record<string, unknown>;

const param = (params: unknown, key: string): string => {
  const value = params && typeof params === 'object' ? (params as Params)[key] : undefined;
  if (typeof value !== 'string' || !value) throw new Error(`provider state parameter "${key}" is missing`);
  return value;
};

const FRESH = {
  isActive: true,
  role: 'player' as const,
  lichessUsername: null,
  lichessVerified: false,
  teamVerified: false,
  upiId: null,
  whatsappNumber: null,
};

/** An active player with this id and the given fields, without organizer applications. */
async function player(db: Db, id: string, fields: Partial<User>): Promise<User> {
  await OrganizerApplication.query(db).delete().where({ userId: id });
  const existing = await User.query(db).findById(id);
  if (existing) return existing.$query(db).patchAndFetch({ ...FRESH, ...fields });
  const suffix = randomBytes(4).toString('hex');
  return User.query(db).insert({
    id,
    username: `pact_${suffix}`,
    email: `pact_${suffix}@example.com`,
    password: 'x',
    ...FRESH,
    ...fields,
  });
}

export function accountStates(db: Db, clock: Clock): StateHandlers {
  return {
    'a new player {userId}': async (params: unknown) => {
      const user = await player(db, param(params, 'userId'), {});
      return { userId: user.id };
    },
    'an active user {userId} with Lichess username {lichessUsername}': async (params: unknown) => {
      const fields = { lichessUsername: param(params, 'lichessUsername'), lichessVerified: true, teamVerified: true };
      const user = await player(db, param(params, 'userId'), fields);
      return { userId: user.id };
    },
    'no account uses the username {username} or the email {email}': async (params: unknown) => {
      const username = param(params, 'username').toLowerCase();
      await User.query(db)
        .delete()
        .whereRaw('lower(username) = ?', [username])
        .orWhere('email', normalizeEmail(param(params, 'email')));
      return {};
    },
    // the visitor signed in with Lichess as {lichessUsername}; {proof} is the single-use proof
    'a visitor proved the Lichess account {lichessUsername} with the proof {proof}': async (params: unknown) => {
      const name = param(params, 'lichessUsername');
      const proof = param(params, 'proof');
      await User.query(db)
        .patch({ lichessVerified: false, teamVerified: false })
        .whereRaw('lower(lichess_username) = ?', [name.toLowerCase()]);
      await LichessOAuthRequest.query(db).delete().where({ state: proof });
      await LichessOAuthRequest.query(db).insert({
        userId: null,
        purpose: 'visitor',
        provenUsername: name,
        state: proof,
        codeVerifier: 'used',
        redirectUri: 'http://localhost:8080/api/auth/lichess/callback',
        expiresAt: new Date(clock.now().getTime() + 10 * 60_000),
        createdAt: clock.now(),
      });
      return {};
    },
    'a password reset token {token} for an active user': async (params: unknown) => {
      const tokenHash = createHash('sha256').update(param(params, 'token')).digest('hex');
      await PasswordReset.query(db).delete().where({ tokenHash });
      const suffix = randomBytes(4).toString('hex');
      const user = await User.query(db).insert({
        username: `pact_reset_${suffix}`,
        email: `pact_reset_${suffix}@example.com`,
        password: 'x',
      });
      const now = clock.now();
      await PasswordReset.query(db).insert({
        userId: user.id,
        tokenHash,
        expiresAt: new Date(now.getTime() + 3_600_000),
        createdAt: now,
      });
      return { userId: user.id };
    },
  };
}
