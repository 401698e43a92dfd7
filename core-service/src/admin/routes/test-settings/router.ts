// Test control for the browser journeys, mounted only when CORE_TEST_CONTROL=true (never in
// production), next to /_test/clock: remove a global setting, e.g. ADMIN_UPI, to see the platform as
// before the admin set it (the admin screens can change a setting, never remove it).
import Router from '@koa/router';
import type { Services } from '../../../create-services';

export function testSettingsRouter({ admin }: Services): Router {
  const router = new Router({ prefix: '/_test' });
  router.delete('/global-settings/:key', async (ctx) => {
    ctx.body = await admin.removeSettingForTests(ctx.params.key);
  });
  return router;
}
