// Accounts: registration (SPEC §5 simple registration), the profile (GET / PUT /api/me), and the
// uniqueness rules they share. E-mails are stored lowercase (sign-in lowercases too); usernames are
// unique regardless of case.
import {
  profileSchema,
  registerBodySchema,
  type Profile,
  type ProfileSaved,
  type SessionUser,
} from '@chess-portal/contracts';
import { badRequest, conflict } from '@chess-portal/service-kit';
import type { Executor } from '../../db/knex';
import type { ServiceDeps } from '../../shared/deps';
import { OrganizerApplication, User } from '../../db/models';
import { normalizeEmail } from './auth-service';
import { parseForm } from '../../shared/http/parse-form';
import { hashPassword } from './password';
import { toSessionUser } from './user-service';

export const USERNAME_TAKEN = 'Username already taken';
export const EMAIL_TAKEN = 'Email already registered';
export const PROFILE_UPDATED = 'Profile updated successfully';

type Identity = { username: string; email: string };

/** 409 when another account (not `exceptId`) has this username (any case) or e-mail. */
export async function assertAvailable(db: Executor, { username, email }: Identity, exceptId?: string): Promise<void> {
  const others = () => User.query(db).modify((q) => (exceptId ? q.whereNot('id', exceptId) : q));
  if (await others().whereRaw('lower(username) = ?', [username.toLowerCase()]).first()) throw conflict(USERNAME_TAKEN);
  if (await others().where('email', normalizeEmail(email)).first()) throw conflict(EMAIL_TAKEN);
}

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

export async function registerUser({ db, clock }: ServiceDeps, body: unknown): Promise<SessionUser> {
  const input = parseForm(registerBodySchema, body);
  return toSessionUser(await insertPlayer(db, clock.now(), input));
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
 * The Lichess fields: the name is the result of signing in with Lichess (issue 12), so the profile
 * keeps it or removes it; a typed new name is refused.
 */
function lichessChange(user: User, name: string | null): Partial<User> {
  if (name === user.lichessUsername) return {};
  if (name === null) return { lichessUsername: null, lichessVerified: false, teamVerified: false, lichessRating: null };
  throw badRequest(CHANGE_BY_SIGN_IN);
}

/** SPEC §5 profile rules. */
export async function updateProfile(deps: ServiceDeps, user: User, body: unknown): Promise<ProfileSaved> {
  const input = parseForm(profileSchema, body);
  await assertAvailable(deps.db, input, user.id);
  const lichess = lichessChange(user, input.lichessUsername);
  const updated = await user.$query(deps.db).patchAndFetch({
    username: input.username,
    email: normalizeEmail(input.email),
    upiId: input.upiId,
    whatsappNumber: input.whatsappNumber,
    ...lichess,
    updatedAt: deps.clock.now(),
  });
  return { message: PROFILE_UPDATED, user: toSessionUser(updated), profile: await getProfile(deps.db, updated) };
}
