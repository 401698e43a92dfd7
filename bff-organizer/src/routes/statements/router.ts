// /api/organizer/statements: the organizer's bank / UPI-business statements matched to registrations.
// The upload is the file itself (application/octet-stream, up to STATEMENT_MAX_BYTES), passed to core.
import Router from '@koa/router';
import { STATEMENT_MAX_BYTES, STATEMENT_MESSAGES } from '@chess-portal/contracts';
import { HttpError, requireRole, userOf, type BffContextExtras, type BffState } from '@chess-portal/service-kit';
import getRawBody from 'raw-body';
import type { OrganizerCore, StatementUploadQuery } from '../../clients/core-client';

export const STATEMENT_UPLOAD_PATH = '/api/organizer/statements';

const QUERY_KEYS = ['fileName', 'date', 'credit', 'reference', 'narration', 'payer'] as const;

export function statementsRouter(core: OrganizerCore) {
  const router = new Router<BffState, BffContextExtras>({ prefix: STATEMENT_UPLOAD_PATH });
  router.use(requireRole('organizer', 'admin'));
  router.get('/', async (ctx) => {
    ctx.body = await core.listStatements(userOf(ctx).id);
  });
  router.post('/', async (ctx) => {
    if (!ctx.is('application/octet-stream')) throw new HttpError(415, STATEMENT_MESSAGES.unsupportedType);
    const declared = Number(ctx.get('Content-Length') || 0);
    if (declared > STATEMENT_MAX_BYTES) throw new HttpError(413, STATEMENT_MESSAGES.tooLarge(declared));
    let file: Buffer;
    try {
      file = await getRawBody(ctx.req, { limit: STATEMENT_MAX_BYTES });
    } catch (err) {
      if ((err as { type?: string }).type === 'entity.too.large')
        throw new HttpError(413, STATEMENT_MESSAGES.tooLarge());
      throw new HttpError(400, 'The upload was interrupted. Try again.');
    }
    const query: StatementUploadQuery = {};
    for (const key of QUERY_KEYS) {
      const value = ctx.query[key];
      if (typeof value === 'string' && value) query[key] = value.slice(0, 200);
    }
    const answer = await core.uploadStatement(userOf(ctx).id, file, query);
    ctx.status = 'registrations' in answer ? 200 : 202;
    ctx.body = answer;
  });
  // before '/:id': every open statement at once
  router.get('/exact-matches', async (ctx) => {
    const { tournamentId } = ctx.query;
    ctx.body = await core.countExactMatches(
      userOf(ctx).id,
      typeof tournamentId === 'string' && tournamentId ? tournamentId : undefined,
    );
  });
  router.post('/approve-exact', async (ctx) => {
    ctx.body = await core.approveExactMatches(userOf(ctx).id, ctx.request.body ?? {});
  });
  router.get('/:id', async (ctx) => {
    ctx.body = await core.getStatement(userOf(ctx).id, ctx.params.id);
  });
  router.post('/:id/approve', async (ctx) => {
    ctx.body = await core.approveFromStatement(userOf(ctx).id, ctx.params.id, ctx.request.body ?? {});
  });
  return router;
}
