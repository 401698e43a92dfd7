// POST /api/tournaments: the legacy create form (/tournaments/create, product.md §5 and §7), organizer or
// admin only. The organizerId of the body is ignored: core makes the signed-in user the organizer.
import Router from '@koa/router';
import { requireRole, userOf, type BffContextExtras, type BffState } from '@chess-portal/service-kit';
import type { LegacyTournamentRequest, PlayerCore } from '../../clients/core-client';

export function legacyTournamentsRouter(core: PlayerCore) {
  const router = new Router<BffState, BffContextExtras>({ prefix: '/api/tournaments' });
  router.post('/', requireRole('organizer', 'admin'), async (ctx) => {
    ctx.status = 201;
    ctx.body = await core.createLegacyTournament(userOf(ctx).id, ctx.request.body as LegacyTournamentRequest);
  });
  return router;
}
