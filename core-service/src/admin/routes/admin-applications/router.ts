// /admin/applications: organizer applications and their review.
import Router from '@koa/router';
import type { AppDeps } from '../../../shared/deps';
import type { CoreState } from '../../../shared/middleware/acting-user';
import { adminApplicationHandlers } from './handlers';

export function adminApplicationsRouter(deps: AppDeps): Router<CoreState> {
  const h = adminApplicationHandlers(deps);
  const router = new Router<CoreState>({ prefix: '/applications' });
  router.get('/', h.list);
  router.put('/:applicationId/review', h.review);
  return router;
}
