import Router from '@koa/router';
import type { Services } from '../../../create-services';
import { actingUser, type CoreState } from '../../../accounts/routes/acting-user';
import { idempotent, type Recover } from '../../../idempotency/routes/idempotency-middleware';
import { organizerHandlers } from './handlers';
import { reviewHandlers } from './review-handlers';
import { organizerTournamentHandlers } from './tournament-handlers';

export function organizerRouter(services: Services): Router<CoreState> {
  const h = organizerHandlers(services);
  const t = organizerTournamentHandlers(services);
  const r = reviewHandlers(services);
  const router = new Router<CoreState>({ prefix: '/organizer' });
  router.use(actingUser(services, ['organizer', 'admin']));
  router.get('/tournaments', h.listTournaments);
  router.post('/tournaments', t.create);
  router.get('/tournaments/new', t.defaults);
  router.post('/tournaments/legacy', t.createLegacy);
  router.get('/tournaments/:id', t.detail);
  router.put('/tournaments/:id', t.update);
  router.delete('/tournaments/:id', t.remove);
  router.post('/tournaments/:id/end', t.end);
  router.post('/tournaments/:id/close', t.close);
  router.post('/tournaments/:id/push', idempotent(services, 'tournament.push'), t.push);
  router.post('/tournaments/:id/fetch-results', t.fetchResults);
  router.get('/tournaments/:id/export-approved', t.exportApproved);
  router.get('/tournaments/:id/approved-names', t.approvedNames);
  router.post('/tournaments/:id/verify-team', t.verifyTeam);
  router.get('/tournaments/:id/registrations', t.registrations);
  router.post('/tournaments/:id/registrations/bulk-review', t.bulkReview);
  router.get('/tournaments/:id/export-csv', t.exportCsv);
  router.post(
    '/tournaments/:id/registrations/:regId/approve',
    idempotent(services, 'registration.approve', r.recoverApproval as Recover),
    r.approve,
  );
  router.post('/tournaments/:id/registrations/:regId/reject', r.reject);
  router.post('/tournaments/:id/registrations/:regId/revoke', r.revoke);
  router.get('/commissions', r.commissions);
  router.post('/commissions/:id/payment', idempotent(services, 'commission.payment'), r.payCommission);
  return router;
}
