// /api/lichess/*: the legacy manage screen's Lichess integration panel (product.md §7), organizer or admin.
import Router from '@koa/router';
import { requireRole, userOf, type BffContext, type BffContextExtras, type BffState } from '@chess-portal/service-kit';
import type { ArenaBody, OrganizerCore, PlayerBody, SwissBody } from '../../clients/core-client';

export function lichessRouter(core: OrganizerCore) {
  const router = new Router<BffState, BffContextExtras>({ prefix: '/api/lichess' });
  const body = <T>(ctx: BffContext) => ctx.request.body as T;
  router.use(requireRole('organizer', 'admin'));
  router.post('/arena/create', async (ctx) => {
    ctx.body = await core.createArena(userOf(ctx).id, body<ArenaBody>(ctx));
  });
  router.post('/swiss/create', async (ctx) => {
    ctx.body = await core.createSwiss(userOf(ctx).id, body<SwissBody>(ctx));
  });
  router.post('/swiss/add-player', async (ctx) => {
    ctx.body = await core.addSwissPlayer(userOf(ctx).id, body<PlayerBody>(ctx));
  });
  router.delete('/swiss/remove-player', async (ctx) => {
    ctx.body = await core.removeSwissPlayer(userOf(ctx).id, body<PlayerBody>(ctx));
  });
  return router;
}
