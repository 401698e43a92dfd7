// /lichess/*: the legacy manage screen's integration panel (product.md §7 external chess-site integration).
import type { ParameterizedContext } from 'koa';
import type { Services } from '../../../create-services';
import type { CoreState } from '../../../accounts/routes/acting-user';
import type { ArenaCreateBody, PlayerBody, SwissCreateBody } from '../../integration/lichess-integration-service';

type Ctx = ParameterizedContext<CoreState>;

export function lichessHandlers({ lichess }: Services) {
  return {
    async createArena(ctx: Ctx) {
      ctx.body = await lichess.createArena(ctx.state.actingUser, ctx.request.body as ArenaCreateBody);
    },
    async createSwiss(ctx: Ctx) {
      ctx.body = await lichess.createSwiss(ctx.state.actingUser, ctx.request.body as SwissCreateBody);
    },
    async addPlayer(ctx: Ctx) {
      ctx.body = await lichess.addSwissPlayer(ctx.state.actingUser, ctx.request.body as PlayerBody);
    },
    async removePlayer(ctx: Ctx) {
      ctx.body = await lichess.removeSwissPlayer(ctx.state.actingUser, ctx.request.body as PlayerBody);
    },
  };
}
