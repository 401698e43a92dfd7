import Router from '@koa/router';
import type { AppDeps } from '../../../shared/deps';
import { tournamentHandlers } from './handlers';

export function tournamentsRouter(deps: AppDeps): Router {
  const h = tournamentHandlers(deps);
  const router = new Router();
  router.get('/tournaments', h.list);
  router.get('/tournaments/:tournamentId', h.get);
  return router;
}
