// product.md §7 "Session and accounts" calls besides login/me/logout: HTTP ↔ core, with the user taken
// from the session only (a userId in a body is ignored). Bodies were checked by ajv and the shared
// zod form schemas before routing.
import type { ProfileUpdate } from '@chess-portal/contracts';
import { badRequest, userOf, type BffContext } from '@chess-portal/service-kit';
import type { PlayerCore } from '../../clients/core-client';
import type { AccountLimiter } from '../../services/account-limits';
import { applyOrganizer, signInAs } from '../../services/accounts';

type Body = Record<string, unknown>;
const body = (ctx: BffContext) => (ctx.request.body ?? {}) as Body;
const queryText = (ctx: BffContext, key: string) =>
  typeof ctx.query[key] === 'string' ? (ctx.query[key] as string) : '';

export function accountHandlers(core: PlayerCore, limiter: AccountLimiter) {
  let team: ReturnType<PlayerCore['designatedTeam']> | undefined;
  return {
    async register(ctx: BffContext) {
      const { username, email, password } = body(ctx) as { username: string; email: string; password: string };
      await limiter.accountCreated(ctx.ip, email);
      const { user, created } = await core.registerUser({ username, email, password });
      if (created) await signInAs(ctx, user);
      ctx.status = 201;
      ctx.body = user;
    },
    async verifyTeam(ctx: BffContext) {
      ctx.body = await core.verifyTeam(userOf(ctx).id);
    },
    async checkTeam(ctx: BffContext) {
      const teamId = queryText(ctx, 'teamId');
      const username = queryText(ctx, 'username');
      if (!teamId || !username) throw badRequest('teamId and username are required');
      const { isMember } = await core.checkTeam(userOf(ctx).id, teamId, username);
      ctx.body = { success: true, isMember };
    },
    async teamInfo(ctx: BffContext) {
      // the designated team is configuration: ask core once, then remember it
      team ??= core.designatedTeam().catch((err: unknown) => ((team = undefined), Promise.reject(err)));
      ctx.body = await team;
    },
    async profile(ctx: BffContext) {
      ctx.body = await core.getProfile(userOf(ctx).id);
    },
    async updateProfile(ctx: BffContext) {
      await limiter.profileUpdated(ctx.ip, userOf(ctx).id);
      ctx.body = await core.updateProfile(userOf(ctx).id, body(ctx) as ProfileUpdate);
    },
    async applyOrganizer(ctx: BffContext) {
      ctx.status = 201;
      ctx.body = await applyOrganizer(core, limiter, ctx);
    },
    async forgotPassword(ctx: BffContext) {
      const email = String(body(ctx).email);
      await limiter.resetRequested(ctx.ip, email);
      ctx.status = 202;
      ctx.body = await core.requestPasswordReset(email);
    },
    async resetPassword(ctx: BffContext) {
      await limiter.resetAttempted(ctx.ip);
      const { token, password } = body(ctx) as { token: string; password: string };
      ctx.body = await core.resetPassword(token, password);
    },
    async confirmEmail(ctx: BffContext) {
      await limiter.confirmAttempted(ctx.ip);
      ctx.body = await core.confirmEmailChange(String(body(ctx).token));
    },
  };
}
