// Accounts and onboarding: HTTP ↔ the account, team-membership, organizer-application and
// password-reset services. The acting user comes from X-Acting-User-Id (actingUser middleware).
import type { Context } from 'koa';
import type { AppDeps } from '../../../shared/deps';
import type { CoreState } from '../../../shared/middleware/acting-user';
import { getProfile, registerUser, updateProfile } from '../../services/account-service';
import { applyAsPlayer, applyAsVisitor } from '../../services/organizer-application-service';
import { requestPasswordReset, resetPassword } from '../../services/password-reset-service';
import { checkTeamMembership, designatedTeam, linkLichessAccount, verifyTeamMembership } from '../../services/team-membership-service';

type ActingContext = Context & { state: CoreState };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function accountHandlers(deps: AppDeps) {
  return {
    async register(ctx: Context) {
      ctx.status = 201;
      ctx.body = { user: await registerUser(deps, ctx.request.body) };
    },
    team(ctx: Context) {
      ctx.body = designatedTeam(deps);
    },
    async verifyLichess(ctx: ActingContext) {
      const { lichessUsername } = ctx.request.body as { lichessUsername: string };
      ctx.body = await linkLichessAccount(deps, ctx.state.actingUser, lichessUsername);
    },
    async verifyTeam(ctx: ActingContext) {
      ctx.body = await verifyTeamMembership(deps, ctx.state.actingUser);
    },
    async checkTeam(ctx: ActingContext) {
      ctx.body = await checkTeamMembership(deps, ctx.state.actingUser, { teamId: text(ctx.query.teamId), username: text(ctx.query.username) });
    },
    async profile(ctx: ActingContext) {
      ctx.body = await getProfile(deps.db, ctx.state.actingUser);
    },
    async updateProfile(ctx: ActingContext) {
      ctx.body = await updateProfile(deps, ctx.state.actingUser, ctx.request.body);
    },
    async applyAsPlayer(ctx: ActingContext) {
      ctx.status = 201;
      ctx.body = await applyAsPlayer(deps, ctx.state.actingUser, ctx.request.body);
    },
    async applyAsVisitor(ctx: Context) {
      ctx.status = 201;
      ctx.body = await applyAsVisitor(deps, ctx.request.body);
    },
    async requestPasswordReset(ctx: Context) {
      ctx.status = 202;
      ctx.body = await requestPasswordReset(deps, ctx.request.body);
    },
    async resetPassword(ctx: Context) {
      ctx.body = await resetPassword(deps, ctx.request.body);
    },
  };
}
