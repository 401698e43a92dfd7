import Router from '@koa/router';
import { badRequest } from '@chess-portal/service-kit';
import type { Services } from '../../../create-services';
import { sessionHandlers } from './handlers';

export function sessionsRouter(services: Services): Router {
  const h = sessionHandlers(services);
  const router = new Router();
  router.param('sid', async (sid, ctx, next) => {
    if (sid.length < 8 || sid.length > 200) throw badRequest('Invalid session id');
    await next();
  });
  router.get('/sessions/:sid', h.get);
  router.get('/sessions/:sid/user', h.getWithUser);
  router.put('/sessions/:sid', h.put);
  router.delete('/sessions/:sid', h.remove);
  return router;
}
