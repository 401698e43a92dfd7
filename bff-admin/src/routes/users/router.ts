import Router from '@koa/router';
import { requireRole, type BffContextExtras, type BffState } from '@chess-portal/service-kit';
import type { AdminCore } from '../../clients/core-client';
import { userHandlers } from './handlers';

export function usersRouter(core: AdminCore) {
  const h = userHandlers(core);
  const router = new Router<BffState, BffContextExtras>({ prefix: '/api/admin/users' });
  router.use(requireRole('admin'));
  router.get('/', h.list);
  router.get('/search', h.search);
  router.put('/:id', h.update);
  router.delete('/:id', h.remove);
  router.post('/:id/block', h.block);
  router.post('/:id/unblock', h.unblock);
  return router;
}
