import Router from '@koa/router';
import { badRequest } from '@chess-portal/service-kit';
import type { AppDeps } from '../../../shared/deps';
import { sessionHandlers } from './handlers';

export function sessionsRouter(deps: AppDeps): Router {
  const h = sessionHandlers(deps);
  const router = new Router();
  router.param('sid', async (sid, ctx, next) => {
    if (sid.length < 8 || sid.length > 200) throw badRequest('Invalid session id');
    await next();
  });
  router.get('/sessions/:sid', h.get);
  router.put('/sessions/:sid', h.put);
  router.delete('/sessions/:sid', h.remove);
  return router;
}
