// Accounts: registration (product.md §5 simple registration), the profile (GET / PUT /api/me), and the
// uniqueness rules they share. E-mails are stored lowercase (sign-in lowercases too); usernames are
// unique regardless of case.
import {
  profileSchema,
  registerBodySchema,
  type Profile,
  type ProfileSaved,
  type SessionUser,
} from '@chess-portal/contracts';
import { badRequest } from '@chess-portal/service-kit';
import type { Executor } from '../../db/knex';
import type { ServiceDeps } from '../../service-deps';
import { OrganizerApplication, User } from '../../db/models';
import { normalizeEmail } from './auth-service';
import { parseForm } from '../../shared/http/parse-form';
import { hashPassword } from './password';
import { toSessionUser } from './user-service';
import { accountWithEmail, notifyExistingOwner, queueEmail, standInUser, welcomeEmail } from './sign-up-notices';
import { requestEmailChange } from './email-change-service';
import { assertAvailable, assertUsernameAvailable, isEmailTaken, type Identity } from './account-availability';

export const PROFILE_UPDATED = 'Profile updated successfully';

/** Inserts a player account (the caller checked the rules); returns the row. */
export async function insertPlayer(
  db: Executor,
  now: Date,
  input: Identity & { password: string },
  extra: Partial<User> = {},
): Promise<User> {
  await assertAvailable(db, input);
  return User.query(db)
    .insert({
      username: input.username,
      email: normalizeEmail(input.email),
      password: await hashPassword(input.password),
      role: 'player',
      createdAt: now,
      updatedAt: now,
      ...extra,
    })
    .returning('*');
}

export type SignUp = { user: SessionUser; created: boolean };

/**
 * product.md §5 registration that does not reveal whether the e-mail has an account: a taken username is
 * refused (usernames are public), a new e-mail gets the account and a welcome e-mail (`created`), an
 * e-mail with an account gets nothing created, a stand-in of the same shape, and an e-mail to its owner.
 */
export async function registerUser(deps: ServiceDeps, body: unknown): Promise<SignUp> {
  const input = parseForm(registerBodySchema, body);
  await assertUsernameAvailable(deps.db, input.username);
  const existing = await accountWithEmail(deps, input.email);
  if (!existing) {
    try {
      // the account and its welcome e-mail commit together; the e-mail is sent afterwards
      const user = await deps.db.transaction(async (trx) => {
        const inserted = await insertPlayer(trx, deps.clock.now(), input);
        await queueEmail(deps, trx, welcomeEmail(deps, inserted.email, inserted.username));
        return inserted;
      });
      return { user: toSessionUser(user), created: true };
    } catch (err) {
      if (!isEmailTaken(err)) throw err;
    }
  }
  const owner = existing ?? (await accountWithEmail(deps, input.email));
  if (owner) await notifyExistingOwner(deps, owner, input.password, 'registration');
  return { user: standInUser(input.username, input.email), created: false };
}

export async function getProfile(db: Executor, user: User): Promise<Profile> {
  const application = await OrganizerApplication.query(db)
    .where('userId', user.id)
    .orderBy('createdAt', 'desc')
    .first();
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    lichessUsername: user.lichessUsername,
    upiId: user.upiId,
    whatsappNumber: user.whatsappNumber,
    role: user.role,
    lichessVerified: user.lichessVerified,
    teamVerified: user.teamVerified,
    organizerApplication: application
      ? {
          id: application.id,
          status: application.status,
          createdAt: application.createdAt.toISOString(),
          reviewedAt: application.reviewedAt?.toISOString() ?? null,
        }
      : null,
  };
}

export const CHANGE_BY_SIGN_IN = 'To link a different Lichess account, sign in with Lichess.';

/**
 * The Lichess fields: the name is the result of signing in with Lichess, so the profile
 * keeps it or removes it; a typed new name is refused.
 */
function lichessChange(user: User, name: string | null): Partial<User> {
  if (name === user.lichessUsername) return {};
  if (name === null) return { lichessUsername: null, lichessVerified: false, teamVerified: false, lichessRating: null };
  throw badRequest(CHANGE_BY_SIGN_IN);
}

/**
 * product.md §5 profile rules. The Lichess name is kept or removed (a new one comes from signing in with
 * Lichess). A new e-mail address is not saved here: it takes effect through the link sent to it
 * (email-change-service), and the answer is the same whether or not that address has an account.
 */
export async function updateProfile(deps: ServiceDeps, user: User, body: unknown): Promise<ProfileSaved> {
  const input = parseForm(profileSchema, body);
  await assertUsernameAvailable(deps.db, input.username, user.id);
  const lichess = lichessChange(user, input.lichessUsername);
  const updated = await user.$query(deps.db).patchAndFetch({
    username: input.username,
    upiId: input.upiId,
    whatsappNumber: input.whatsappNumber,
    ...lichess,
    updatedAt: deps.clock.now(),
  });
  const newEmail =
    normalizeEmail(input.email) !== user.email ? await requestEmailChange(deps, updated, input.email) : undefined;
  const message = newEmail ? `${PROFILE_UPDATED}. ${newEmail}` : PROFILE_UPDATED;
  return { message, user: toSessionUser(updated), profile: await getProfile(deps.db, updated) };
}
