// /admin/global-settings: the commission percentage and the admin UPI id.
import Router from '@koa/router';
import type { Services } from '../../../create-services';
import type { CoreState } from '../../../accounts/routes/acting-user';
import { adminSettingHandlers } from './handlers';

export function adminSettingsRouter(services: Services): Router<CoreState> {
  const h = adminSettingHandlers(services);
  const router = new Router<CoreState>({ prefix: '/global-settings' });
  router.get('/', h.list);
  router.post('/', h.create);
  router.put('/:key', h.update);
  return router;
}
