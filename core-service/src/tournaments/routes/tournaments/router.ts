import Router from '@koa/router';
import type { Services } from '../../../create-services';
import { tournamentHandlers } from './handlers';

export function tournamentsRouter(services: Services): Router {
  const h = tournamentHandlers(services);
  const router = new Router();
  router.get('/tournaments', h.list);
  router.get('/tournaments/browse', h.browse);
  router.get('/tournaments/:tournamentId', h.get);
  return router;
}
