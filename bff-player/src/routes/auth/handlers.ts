// /api/auth/*: HTTP ↔ the sign-in use case and the session.
import { SESSION_COOKIE, userOf, type BffContext, type Credentials } from '@chess-portal/service-kit';
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

    me(ctx: BffContext) {
      ctx.body = userOf(ctx);
    },

    logout(ctx: BffContext) {
      if (ctx.cookies.get(SESSION_COOKIE)) ctx.session = null; // destroys it in core, clears the cookie
      ctx.body = { success: true };
    },
  };
}
