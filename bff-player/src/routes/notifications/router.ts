// The signed-in user's notifications (the header's list, polled) and e-mail switches (profile card).
// Every role signs in through the same cookie, so organizers and admins use these paths too.
import Router from '@koa/router';
import type { EmailPreferencesUpdate } from '@chess-portal/contracts';
import { requireUser, userOf, type BffContext, type BffContextExtras, type BffState } from '@chess-portal/service-kit';
import type { PlayerCore } from '../../clients/core-client';

export function notificationsRouter(core: PlayerCore) {
  const router = new Router<BffState, BffContextExtras>({ prefix: '/api' });
  router.get('/notifications', requireUser(), async (ctx: BffContext) => {
    const limit = typeof ctx.query.limit === 'string' && ctx.query.limit !== '' ? Number(ctx.query.limit) : undefined;
    const unread = ctx.query.unread === 'true' ? ('true' as const) : undefined;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await core.listNotifications(userOf(ctx).id, { limit, unread });
  });
  router.post('/notifications/read-all', requireUser(), async (ctx: BffContext) => {
    ctx.body = await core.markAllNotificationsRead(userOf(ctx).id);
  });
  router.post(
    '/notifications/:notificationId/read',
    requireUser(),
    async (ctx: BffContext & { params: { notificationId: string } }) => {
      ctx.body = await core.markNotificationRead(userOf(ctx).id, ctx.params.notificationId);
    },
  );
  router.get('/notification-preferences', requireUser(), async (ctx: BffContext) => {
    ctx.body = await core.getEmailPreferences(userOf(ctx).id);
  });
  router.put('/notification-preferences', requireUser(), async (ctx: BffContext) => {
    ctx.body = await core.updateEmailPreferences(userOf(ctx).id, ctx.request.body as EmailPreferencesUpdate);
  });
  return router;
}
