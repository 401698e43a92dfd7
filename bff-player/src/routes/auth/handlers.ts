// /api/auth/*: HTTP ↔ the sign-in use case and the session.
import {
  AUTH_REQUIRED,
  SESSION_COOKIE,
  unauthorized,
  userOf,
  type BffContext,
  type Credentials,
} from '@chess-portal/service-kit';
import type { PlayerCore } from '../../clients/core-client';
import type { LoginLimiter } from '../../services/login-rate-limit';
import { signIn } from '../../services/sign-in';

export function authHandlers(core: PlayerCore, limiter: LoginLimiter) {
  return {
    async login(ctx: BffContext) {
      const user = await signIn(core, limiter, ctx.request.body as Credentials, ctx.ip);
      const session = ctx.session!;
      session.userId = user.id;
      // a sign-in on top of an existing session gets a fresh session id (no fixation)
      if (!session.isNew) await session.regenerate();
      ctx.body = user;
    },

    /** Always fresh from core (not the ≤ 1 s session cache), so a refresh right after a change sees it. */
    async me(ctx: BffContext) {
      const user = await core.getSessionUser(userOf(ctx).id);
      if (!user) {
        ctx.session = null;
        throw unauthorized(AUTH_REQUIRED);
      }
      ctx.body = user;
    },

    logout(ctx: BffContext) {
      if (ctx.cookies.get(SESSION_COOKIE)) ctx.session = null; // destroys it in core, clears the cookie
      ctx.body = { success: true };
    },
  };
}
