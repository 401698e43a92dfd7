// /lichess/*: the legacy manage screen's integration panel (SPEC §7 external chess-site integration).
import type { ParameterizedContext } from 'koa';
import type { AppDeps } from '../../../shared/deps';
import type { CoreState } from '../../../shared/middleware/acting-user';
import {
  addSwissPlayer,
  createArenaFromPanel,
  createSwissFromPanel,
  removeSwissPlayer,
  type ArenaCreateBody,
  type PlayerBody,
  type SwissCreateBody,
} from '../../services/lichess-integration-service';
import { lichessDepsOf } from '../../../tournaments/routes/organizer/tournament-handlers';

type Ctx = ParameterizedContext<CoreState>;

export function lichessHandlers(deps: AppDeps) {
  const ld = lichessDepsOf(deps);
  return {
    async createArena(ctx: Ctx) {
      ctx.body = await createArenaFromPanel(ld, ctx.state.actingUser, ctx.request.body as ArenaCreateBody);
    },
    async createSwiss(ctx: Ctx) {
      ctx.body = await createSwissFromPanel(ld, ctx.state.actingUser, ctx.request.body as SwissCreateBody);
    },
    async addPlayer(ctx: Ctx) {
      ctx.body = await addSwissPlayer(ld, ctx.state.actingUser, ctx.request.body as PlayerBody);
    },
    async removePlayer(ctx: Ctx) {
      ctx.body = await removeSwissPlayer(ld, ctx.state.actingUser, ctx.request.body as PlayerBody);
    },
  };
}
