// Registrations: a tournament's list (the acting user, when named, sees their own transaction id),
// joining (product.md §7), and the acting player's own registrations across active tournaments.
import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { Services } from '../../../create-services';
import { actingUser, type CoreState } from '../../../accounts/routes/acting-user';
import { idempotent } from '../../../idempotency/routes/idempotency-middleware';
import { registrationHandlers } from './handlers';

/** Loads the acting user only when the caller names one (an anonymous read is allowed). */
function optionalActingUser(services: Services): Middleware<Partial<CoreState>> {
  const load = actingUser(services);
  return (ctx, next) => (ctx.get('X-Acting-User-Id') ? load(ctx as never, next) : next());
}

export function registrationsRouter(services: Services): Router<Partial<CoreState>> {
  const h = registrationHandlers(services);
  const router = new Router<Partial<CoreState>>();
  router.get('/tournaments/:tournamentId/registrations', optionalActingUser(services), h.listForTournament);
  router.post(
    '/tournaments/:tournamentId/join',
    actingUser(services) as Middleware<Partial<CoreState>>,
    idempotent(services, 'registration.join'),
    h.join,
  );
  // the acting user is checked by the read model (no query when the kept view is current)
  router.get('/player/registrations', h.listMine);
  router.post(
    '/player/registrations/:regId/withdraw',
    actingUser(services) as Middleware<Partial<CoreState>>,
    h.withdraw,
  );
  return router;
}
