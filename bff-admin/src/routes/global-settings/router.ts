import Router from '@koa/router';
import { requireRole, type BffContextExtras, type BffState } from '@chess-portal/service-kit';
import type { AdminCore } from '../../clients/core-client';
import { settingHandlers } from './handlers';

export function globalSettingsRouter(core: AdminCore) {
  const h = settingHandlers(core);
  const router = new Router<BffState, BffContextExtras>({ prefix: '/api/admin/global-settings' });
  router.use(requireRole('admin'));
  router.get('/', h.list);
  router.post('/', h.create);
  router.put('/:key', h.update);
  return router;
}
