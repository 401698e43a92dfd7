// /lichess/connection and /lichess/oauth/*: HTTP → the organizer's Lichess connection services.
import type { ParameterizedContext } from 'koa';
import type { Services } from '../../../create-services';
import type { CoreState } from '../../../accounts/routes/acting-user';
import type { finishAuthorization, OAuthOutcome } from '../../identity/lichess-oauth-service';

type Ctx = ParameterizedContext<CoreState>;
type CallbackBody = Parameters<typeof finishAuthorization>[2];

export function lichessConnectionHandlers({ lichess }: Services) {
  return {
    async get(ctx: Ctx) {
      ctx.body = await lichess.connection(ctx.state.actingUser);
    },
    async remove(ctx: Ctx) {
      ctx.body = await lichess.disconnect(ctx.state.actingUser);
    },
    async start(ctx: Ctx) {
      const { redirectUri } = ctx.request.body as { redirectUri: string };
      ctx.body = await lichess.startAuthorization(ctx.state.actingUser, redirectUri);
    },
    async callback(ctx: Ctx) {
      const outcome: OAuthOutcome = await lichess.finishAuthorization(
        ctx.state.actingUser,
        ctx.request.body as CallbackBody,
      );
      ctx.body = outcome;
    },
  };
}
