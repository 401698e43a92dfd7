// The live-update feed and its resume call (src/read-model/event-streams.ts):
// - GET /events/feed: service only (no acting user): every bump with its audience, for a BFF's hub.
// - GET /events/missed?after=N: as the acting user with the browser's session (X-Session-Id): the bumps
//   after N that user may see, `reset` past the limit, and the current version; 401 when the session ended.
import Router from '@koa/router';
import { badRequest } from '@chess-portal/service-kit';
import type { Context } from 'koa';
import type { Services } from '../../../create-services';
import { actingUser, type CoreState } from '../../../accounts/routes/acting-user';

export const SESSION_ID_REQUIRED = 'X-Session-Id is required';
export const AFTER_INVALID = 'after must be an event id (digits)';

export function eventsRouter(services: Services): Router<CoreState> {
  const router = new Router<CoreState>();
  router.get('/events/feed', async (ctx: Context) => {
    // the feed writes the response itself; Koa must neither answer 404 nor end it
    ctx.status = 200;
    ctx.respond = false;
    try {
      await services.events.open(ctx.res);
    } catch (err) {
      ctx.respond = true;
      throw err;
    }
  });
  router.get('/events/missed', actingUser(services), async (ctx: Context & { state: CoreState }) => {
    const sid = ctx.get('X-Session-Id');
    if (!sid) throw badRequest(SESSION_ID_REQUIRED);
    const raw = ctx.query.after;
    if (raw !== undefined && (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw))) throw badRequest(AFTER_INVALID);
    const { id, role } = ctx.state.actingUser;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await services.events.missed({ id, role }, sid, raw === undefined ? undefined : Number(raw));
  });
  return router;
}
