// Account use cases that touch the session: a new account (registration, a visitor's organizer
// application) is signed in at once; the browser's identity is only ever the session's. When the
// e-mail already had an account, core created nothing and answered a stand-in of the same shape: the
// browser gets the same answer, but nobody is signed in (the owner was e-mailed).
import {
  organizerApplicationBodySchema,
  playerOrganizerApplicationSchema,
  type OrganizerApplicationCreated,
  type SessionUser,
} from '@chess-portal/contracts';
import { badRequest, forbidden, type BffContext } from '@chess-portal/service-kit';
import type { ZodType } from 'zod';
import type { PlayerCore } from '../clients/core-client';
import type { AccountLimiter } from './account-limits';

/** The shared zod form schema decides which rules apply (ajv already checked the shape). */
function parse<T>(schema: ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Invalid request');
  return result.data;
}

/** Ties the session to the user; a sign-in on top of an existing session gets a fresh id (no fixation). */
export async function signInAs(ctx: BffContext, user: SessionUser): Promise<void> {
  const session = ctx.session!;
  session.userId = user.id;
  if (!session.isNew) await session.regenerate();
}

/** POST /api/apply-organizer: a signed-in player for their own account, else a visitor's new account. */
export async function applyOrganizer(
  core: PlayerCore,
  limiter: AccountLimiter,
  ctx: BffContext,
): Promise<OrganizerApplicationCreated> {
  const user = ctx.state.user;
  if (user) {
    if (user.role !== 'player')
      throw forbidden(
        user.role === 'admin' ? 'Admins cannot apply to become organizers' : 'You are already an organizer',
      );
    return core.applyAsPlayer(user.id, parse(playerOrganizerApplicationSchema, ctx.request.body));
  }
  const body = parse(organizerApplicationBodySchema, ctx.request.body);
  await limiter.accountCreated(ctx.ip, body.email ?? '');
  const { created, ...answer } = await core.applyAsVisitor(body);
  if (created) await signInAs(ctx, answer.user);
  return answer;
}
