// Accounts and onboarding: HTTP ↔ the account, team-membership, organizer-application and
// password-reset services. The acting user comes from X-Acting-User-Id (actingUser middleware).
import type { Context } from 'koa';
import type { Services } from '../../../create-services';
import type { CoreState } from '../acting-user';

type ActingContext = Context & { state: CoreState };
type CallbackBody = { state?: string; code?: string; error?: string };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function accountHandlers({ accounts }: Services) {
  return {
    /** 201: the account was created; 202: the e-mail has one (its owner was e-mailed), a stand-in answer */
    async register(ctx: Context) {
      const { user, created } = await accounts.register(ctx.request.body);
      ctx.status = created ? 201 : 202;
      ctx.body = { user };
    },
    team(ctx: Context) {
      ctx.body = accounts.team();
    },
    async startLichessIdentity(ctx: ActingContext) {
      const { redirectUri } = ctx.request.body as { redirectUri: string };
      ctx.body = await accounts.startLichessIdentity(ctx.state.actingUser, redirectUri);
    },
    async finishLichessIdentity(ctx: ActingContext) {
      ctx.body = await accounts.finishLichessIdentity(ctx.state.actingUser, ctx.request.body as CallbackBody);
    },
    async startVisitorIdentity(ctx: Context) {
      const { redirectUri } = ctx.request.body as { redirectUri: string };
      ctx.body = await accounts.startLichessIdentity(null, redirectUri);
    },
    async finishVisitorIdentity(ctx: Context) {
      ctx.body = await accounts.finishLichessIdentity(null, ctx.request.body as CallbackBody);
    },
    async verifyTeam(ctx: ActingContext) {
      ctx.body = await accounts.verifyTeam(ctx.state.actingUser);
    },
    async checkTeam(ctx: ActingContext) {
      ctx.body = await accounts.checkTeam(ctx.state.actingUser, {
        teamId: text(ctx.query.teamId),
        username: text(ctx.query.username),
      });
    },
    async profile(ctx: ActingContext) {
      ctx.body = await accounts.profile(ctx.state.actingUser);
    },
    async updateProfile(ctx: ActingContext) {
      ctx.body = await accounts.updateProfile(ctx.state.actingUser, ctx.request.body);
    },
    async applyAsPlayer(ctx: ActingContext) {
      ctx.status = 201;
      ctx.body = await accounts.applyAsPlayer(ctx.state.actingUser, ctx.request.body);
    },
    /** 201: account and application created; 202: the e-mail has an account (its owner was e-mailed) */
    async applyAsVisitor(ctx: Context) {
      const { created, ...answer } = await accounts.applyAsVisitor(ctx.request.body);
      ctx.status = created ? 201 : 202;
      ctx.body = answer;
    },
    async requestPasswordReset(ctx: Context) {
      ctx.status = 202;
      ctx.body = await accounts.requestPasswordReset(ctx.request.body);
    },
    async resetPassword(ctx: Context) {
      ctx.body = await accounts.resetPassword(ctx.request.body);
    },
    async confirmEmailChange(ctx: Context) {
      ctx.body = await accounts.confirmEmailChange((ctx.request.body as { token: string }).token);
    },
  };
}
