// /organizer/statements: the organizer's bank / UPI-business statements matched to their registrations.
import Router from '@koa/router';
import type { Services } from '../../../create-services';
import { actingUser, type CoreState } from '../../../accounts/routes/acting-user';
import { statementHandlers } from './handlers';

export function statementsRouter(services: Services): Router<CoreState> {
  const h = statementHandlers(services);
  const router = new Router<CoreState>({ prefix: '/organizer/statements' });
  router.use(actingUser(services, ['organizer', 'admin']));
  router.get('/', h.list);
  router.post('/', h.upload);
  // before '/:id': every open statement at once
  router.get('/exact-matches', h.exactMatches);
  router.post('/approve-exact', h.approveExact);
  router.get('/:id', h.get);
  router.post('/:id/approve', h.approve);
  return router;
}
