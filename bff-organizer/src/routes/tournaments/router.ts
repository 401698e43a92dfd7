import Router from '@koa/router';
import { requireRole, type BffContextExtras, type BffState } from '@chess-portal/service-kit';
import type { OrganizerCore } from '../../clients/core-client';
import { organizerTournamentHandlers } from './handlers';

export function organizerTournamentsRouter(core: OrganizerCore) {
  const h = organizerTournamentHandlers(core);
  const router = new Router<BffState, BffContextExtras>({ prefix: '/api/organizer/tournaments' });
  router.use(requireRole('organizer', 'admin'));
  router.get('/', h.list);
  router.post('/', h.create);
  router.get('/new', h.defaults);
  router.get('/:id', h.detail);
  router.put('/:id', h.update);
  router.delete('/:id', h.remove);
  router.post('/:id/end', h.end);
  router.post('/:id/close', h.close);
  router.post('/:id/push', h.push);
  router.post('/:id/fetch-results', h.fetchResults);
  router.get('/:id/export-approved', h.exportApproved);
  router.get('/:id/approved-names', h.approvedNames);
  router.post('/:id/verify-team', h.verifyTeam);
  router.get('/:id/registrations', h.registrations);
  router.post('/:id/registrations/bulk-review', h.bulkReview);
  router.get('/:id/export-csv', h.exportCsv);
  router.post('/:id/registrations/:regId/approve', h.approve);
  router.post('/:id/registrations/:regId/reject', h.reject);
  router.post('/:id/registrations/:regId/revoke', h.revoke);
  return router;
}
