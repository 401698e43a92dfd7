// GET /events: the acting user's live-update stream (server-sent events, src/read-model/event-streams.ts).
// The BFF sends the acting user and the browser's session id (X-Session-Id): the stream closes when
// that session ends or the user is deactivated or changes role.
import Router from '@koa/router';
import { badRequest } from '@chess-portal/service-kit';
import type { Context } from 'koa';
import type { Services } from '../../../create-services';
import { actingUser, type CoreState } from '../../../accounts/routes/acting-user';

export const SESSION_ID_REQUIRED = 'X-Session-Id is required';

export function eventsRouter(services: Services): Router<CoreState> {
  const router = new Router<CoreState>();
  router.get('/events', actingUser(services), async (ctx: Context & { state: CoreState }) => {
    const sid = ctx.get('X-Session-Id');
    if (!sid) throw badRequest(SESSION_ID_REQUIRED);
    const { id, role } = ctx.state.actingUser;
    // the stream writes the response itself; Koa must neither answer 404 nor end it
    ctx.status = 200;
    ctx.respond = false;
    try {
      await services.events.open(ctx.req, ctx.res, { id, role }, sid);
    } catch (err) {
      ctx.respond = true;
      throw err;
    }
  });
  return router;
}
