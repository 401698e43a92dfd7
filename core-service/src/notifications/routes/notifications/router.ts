// The signed-in user's notifications (header list) and e-mail switches (profile card).
import Router from '@koa/router';
import type { Context } from 'koa';
import type { Services } from '../../../create-services';
import { actingUser, type CoreState } from '../../../accounts/routes/acting-user';

type ActingContext = Context & { state: CoreState };

export function notificationsRouter(services: Services): Router<CoreState> {
  const { notifications } = services;
  const router = new Router<CoreState>({ prefix: '/account' });
  router.use(actingUser(services));
  router.get('/notifications', async (ctx: ActingContext) => {
    ctx.body = await notifications.list(ctx.state.actingUser, ctx.query);
  });
  router.post('/notifications/read-all', async (ctx: ActingContext) => {
    ctx.body = await notifications.markAllRead(ctx.state.actingUser);
  });
  router.post(
    '/notifications/:notificationId/read',
    async (ctx: ActingContext & { params: { notificationId: string } }) => {
      ctx.body = await notifications.markRead(ctx.state.actingUser, ctx.params.notificationId);
    },
  );
  router.get('/notification-preferences', async (ctx: ActingContext) => {
    ctx.body = await notifications.preferences(ctx.state.actingUser);
  });
  router.put('/notification-preferences', async (ctx: ActingContext) => {
    ctx.body = await notifications.updatePreferences(ctx.state.actingUser, ctx.request.body);
  });
  return router;
}
