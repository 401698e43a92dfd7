// /lichess/connection and /lichess/oauth/*: HTTP → the organizer's Lichess connection services.
import type { ParameterizedContext } from 'koa';
import type { AppDeps } from '../../../shared/deps';
import type { CoreState } from '../../../shared/middleware/acting-user';
import { disconnect, getConnection, type ConnectionDeps } from '../../services/lichess-connection-service';
import { finishAuthorization, startAuthorization, type OAuthOutcome } from '../../services/lichess-oauth-service';

type Ctx = ParameterizedContext<CoreState>;
type CallbackBody = Parameters<typeof finishAuthorization>[2];

export const connectionDepsOf = (deps: AppDeps): ConnectionDeps => ({
  db: deps.db,
  clock: deps.clock,
  config: deps.config,
  lichess: deps.lichess,
  logger: deps.logger,
});

export function lichessConnectionHandlers(deps: AppDeps) {
  const cd = connectionDepsOf(deps);
  return {
    async get(ctx: Ctx) {
      ctx.body = await getConnection(cd, ctx.state.actingUser);
    },
    async remove(ctx: Ctx) {
      ctx.body = await disconnect(cd, ctx.state.actingUser);
    },
    async start(ctx: Ctx) {
      const { redirectUri } = ctx.request.body as { redirectUri: string };
      ctx.body = await startAuthorization(cd, ctx.state.actingUser, redirectUri);
    },
    async callback(ctx: Ctx) {
      const outcome: OAuthOutcome = await finishAuthorization(cd, ctx.state.actingUser, ctx.request.body as CallbackBody);
      ctx.body = outcome;
    },
  };
}
