// /api/lichess/connection and /api/lichess/oauth/*: the signed-in organizer's (or admin's) Lichess account.
import Router from '@koa/router';
import { requireRole, type BffContextExtras, type BffState, type Logger } from '@chess-portal/service-kit';
import type { LichessConnectionCore } from '../../clients/lichess-connection-client';
import { lichessConnectionHandlers } from './handlers';

export function lichessConnectionRouter(core: LichessConnectionCore, publicUrl: string, logger?: Logger) {
  const h = lichessConnectionHandlers(core, publicUrl, logger);
  const guard = requireRole('organizer', 'admin');
  const router = new Router<BffState, BffContextExtras>({ prefix: '/api/lichess' });
  router.get('/connection', guard, h.get);
  router.delete('/connection', guard, h.remove);
  router.post('/oauth/start', guard, h.start);
  // no guard: an anonymous or non-organizer browser is sent somewhere sensible instead of a JSON error
  router.get('/oauth/callback', h.callback);
  return router;
}
