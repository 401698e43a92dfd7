// /admin/users: the admin's user management (mounted under the admin router, which checks the role).
import Router from '@koa/router';
import type { Services } from '../../../create-services';
import type { CoreState } from '../../../accounts/routes/acting-user';
import { adminUserHandlers } from './handlers';

export function adminUsersRouter(services: Services): Router<CoreState> {
  const h = adminUserHandlers(services);
  const router = new Router<CoreState>({ prefix: '/users' });
  router.get('/', h.list);
  router.get('/search', h.search);
  router.put('/:userId', h.update);
  router.delete('/:userId', h.block);
  router.post('/:userId/block', h.block);
  router.post('/:userId/unblock', h.unblock);
  return router;
}
