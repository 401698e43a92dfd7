// product.md §2/§5 organizer application, the applicant's side: a signed-in player applies for their own
// account; a visitor's application creates the player account too. One pending application per user
// (also a partial unique index). The Lichess username is verified (exact case) before any write, and
// it must be proven: a signed-in player's own proven name, a visitor's sign-in with Lichess.
import { randomUUID } from 'node:crypto';
import {
  organizerApplicationBodySchema,
  playerOrganizerApplicationSchema,
  type OrganizerApplicationCreated,
  type OrganizerApplicationSummary,
} from '@chess-portal/contracts';
import { badRequest, conflict, forbidden } from '@chess-portal/service-kit';
import type { Knex } from 'knex';
import type { ServiceDeps } from '../../service-deps';
import { OrganizerApplication, type User } from '../../db/models';
import { insertPlayer } from './account-service';
import { assertUsernameAvailable, isEmailTaken } from './account-availability';
import { accountWithEmail, notifyExistingOwner, queueEmail, standInUser, welcomeEmail } from './sign-up-notices';
import { parseForm } from '../../shared/http/parse-form';
import { lichessFor, linkedLichessFields, verifiedLichessUser } from '../../lichess/identity/lichess-names';
import { toSessionUser } from './user-service';
import { assertNameFree, consumeProof } from './lichess-identity-service';
import { SIGN_IN_WITH_LICHESS } from './team-membership-service';

export const APPLICATION_SUBMITTED = 'Application submitted successfully';
export const ALREADY_PENDING = 'You already have a pending organizer application';
export const ALREADY_ORGANIZER = 'You are already an organizer';
export const ADMIN_CANNOT_APPLY = 'Admins cannot apply to become organizers';

type Application = { applicationNote: string; upiId: string };

function summary(a: OrganizerApplication): OrganizerApplicationSummary {
  return {
    id: a.id,
    status: a.status,
    createdAt: a.createdAt.toISOString(),
    reviewedAt: a.reviewedAt?.toISOString() ?? null,
  };
}

async function insertApplication(trx: Knex.Transaction, userId: string, input: Application, now: Date) {
  if (await OrganizerApplication.query(trx).where({ userId, status: 'pending' }).first())
    throw conflict(ALREADY_PENDING);
  return OrganizerApplication.query(trx).insert({
    userId,
    applicationNote: input.applicationNote,
    upiId: input.upiId,
    status: 'pending',
    createdAt: now,
  });
}

/** A signed-in player applies; their Lichess username and (if they have none) UPI ID are updated. */
export async function applyAsPlayer(
  deps: ServiceDeps,
  user: User,
  body: unknown,
): Promise<OrganizerApplicationCreated> {
  if (user.role === 'organizer') throw forbidden(ALREADY_ORGANIZER);
  if (user.role === 'admin') throw forbidden(ADMIN_CANNOT_APPLY);
  const { lichessUsername, ...input } = parseForm(playerOrganizerApplicationSchema, body);
  // the Lichess account is the one the player proved by signing in with Lichess (profile or wizard)
  if (!user.lichessVerified || lichessUsername !== user.lichessUsername) throw badRequest(SIGN_IN_WITH_LICHESS);
  const now = deps.clock.now();
  return deps.db.transaction(async (trx) => {
    const application = await insertApplication(trx, user.id, input, now);
    const updated = await user.$query(trx).patchAndFetch({ upiId: user.upiId ?? input.upiId, updatedAt: now });
    return { message: APPLICATION_SUBMITTED, application: summary(application), user: toSessionUser(updated) };
  });
}

export type VisitorApplication = OrganizerApplicationCreated & { created: boolean };

/**
 * A visitor applies: the player account and the application are created together (`created`). Like
 * registration it does not reveal whether the e-mail has an account: for one that has, nothing is
 * created, the answer is a stand-in of the same shape, and the owner is e-mailed instead.
 */
export async function applyAsVisitor(deps: ServiceDeps, body: unknown): Promise<VisitorApplication> {
  const { username, email, password, lichessUsername, lichessProof, ...input } = parseForm(
    organizerApplicationBodySchema,
    body,
  );
  await assertUsernameAvailable(deps.db, username);
  const lichess = lichessFor(deps);
  const account = await verifiedLichessUser(lichess, lichessUsername);
  const member = await lichess.isTeamMember(account.username);
  const lichessFields = linkedLichessFields(account, member);
  const now = deps.clock.now();
  const existing = await accountWithEmail(deps, email);
  if (!existing) {
    try {
      const created = await deps.db.transaction(async (trx) => {
        // the name the visitor proved by signing in with Lichess (single use), held by no other account
        await consumeProof(trx, now, lichessProof, account.username);
        await assertNameFree(trx, account.username);
        const user = await insertPlayer(
          trx,
          now,
          { username, email, password },
          { ...lichessFields, upiId: input.upiId },
        );
        const application = await insertApplication(trx, user.id, input, now);
        await queueEmail(deps, trx, welcomeEmail(deps, user.email, user.username));
        return {
          message: APPLICATION_SUBMITTED,
          application: summary(application),
          user: toSessionUser(user),
          created: true,
        };
      });
      return created;
    } catch (err) {
      if (!isEmailTaken(err)) throw err;
    }
  }
  // the same proof and name checks as for a new account, so the answer does not tell the two apart
  await deps.db.transaction(async (trx) => {
    await consumeProof(trx, now, lichessProof, account.username);
    await assertNameFree(trx, account.username);
  });
  const owner = existing ?? (await accountWithEmail(deps, email));
  if (owner) await notifyExistingOwner(deps, owner, password, 'organizer application');
  const standIn = standInUser(username, email, {
    lichessUsername: lichessFields.lichessUsername ?? null,
    lichessVerified: lichessFields.lichessVerified ?? false,
    teamVerified: lichessFields.teamVerified ?? false,
  });
  const application = { id: randomUUID(), status: 'pending' as const, createdAt: now.toISOString(), reviewedAt: null };
  return { message: APPLICATION_SUBMITTED, application, user: standIn, created: false };
}
