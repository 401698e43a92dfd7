import Router from '@koa/router';
import type { AppDeps } from '../../../shared/deps';
import { actingUser, type CoreState } from '../../../shared/middleware/acting-user';
import { organizerHandlers } from './handlers';
import { reviewHandlers } from './review-handlers';
import { organizerTournamentHandlers } from './tournament-handlers';

export function organizerRouter(deps: AppDeps): Router<CoreState> {
  const h = organizerHandlers(deps);
  const t = organizerTournamentHandlers(deps);
  const r = reviewHandlers(deps);
  const router = new Router<CoreState>({ prefix: '/organizer' });
  router.use(actingUser(deps.db, ['organizer', 'admin']));
  router.get('/tournaments', h.listTournaments);
  router.post('/tournaments', t.create);
  router.get('/tournaments/new', t.defaults);
  router.post('/tournaments/legacy', t.createLegacy);
  router.get('/tournaments/:id', t.detail);
  router.put('/tournaments/:id', t.update);
  router.delete('/tournaments/:id', t.remove);
  router.post('/tournaments/:id/end', t.end);
  router.post('/tournaments/:id/close', t.close);
  router.post('/tournaments/:id/push', t.push);
  router.post('/tournaments/:id/fetch-results', t.fetchResults);
  router.get('/tournaments/:id/export-approved', t.exportApproved);
  router.post('/tournaments/:id/verify-team', t.verifyTeam);
  router.get('/tournaments/:id/registrations', t.registrations);
  router.post('/tournaments/:id/registrations/:regId/approve', r.approve);
  router.post('/tournaments/:id/registrations/:regId/reject', r.reject);
  router.get('/commissions', r.commissions);
  router.post('/commissions/:id/payment', r.payCommission);
  return router;
}
