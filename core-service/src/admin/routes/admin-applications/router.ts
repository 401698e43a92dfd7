// /admin/applications: organizer applications and their review.
import Router from '@koa/router';
import type { Services } from '../../../create-services';
import type { CoreState } from '../../../accounts/routes/acting-user';
import { adminApplicationHandlers } from './handlers';

export function adminApplicationsRouter(services: Services): Router<CoreState> {
  const h = adminApplicationHandlers(services);
  const router = new Router<CoreState>({ prefix: '/applications' });
  router.get('/', h.list);
  router.get('/search', h.search);
  router.put('/:applicationId/review', h.review);
  return router;
}
