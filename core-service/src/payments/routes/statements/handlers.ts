import { STATEMENT_MAX_BYTES, STATEMENT_MESSAGES } from '@chess-portal/contracts';
import { HttpError } from '@chess-portal/service-kit';
import type { ParameterizedContext } from 'koa';
import getRawBody from 'raw-body';
import type { Services } from '../../../create-services';
import type { CoreState } from '../../../accounts/routes/acting-user';

type Ctx = ParameterizedContext<CoreState> & { params: { id: string } };

/** The file, as the raw request body (application/octet-stream), refused past the limit without reading it all. */
async function fileOf(ctx: Ctx): Promise<Buffer> {
  if (!ctx.is('application/octet-stream')) throw new HttpError(415, STATEMENT_MESSAGES.unsupportedType);
  const declared = Number(ctx.get('Content-Length') || 0);
  if (declared > STATEMENT_MAX_BYTES) throw new HttpError(413, STATEMENT_MESSAGES.tooLarge(declared));
  try {
    return await getRawBody(ctx.req, { limit: STATEMENT_MAX_BYTES });
  } catch (err) {
    if ((err as { type?: string }).type === 'entity.too.large') throw new HttpError(413, STATEMENT_MESSAGES.tooLarge());
    throw new HttpError(400, 'The upload was interrupted. Try again.');
  }
}

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

export function statementHandlers({ payments }: Services) {
  return {
    async list(ctx: Ctx) {
      ctx.body = await payments.listStatements(ctx.state.actingUser);
    },
    async upload(ctx: Ctx) {
      const data = await fileOf(ctx);
      const { fileName, date, credit, reference, narration, payer } = ctx.query;
      const answer = await payments.uploadStatement(ctx.state.actingUser, {
        data,
        fileName: text(fileName) ?? 'statement',
        mapping: {
          date: text(date),
          credit: text(credit),
          reference: text(reference),
          narration: text(narration),
          payer: text(payer),
        },
      });
      ctx.status = answer.status;
      ctx.body = answer.body;
    },
    async get(ctx: Ctx) {
      ctx.body = await payments.statement(ctx.state.actingUser, ctx.params.id);
    },
    async exactMatches(ctx: Ctx) {
      ctx.body = await payments.exactMatches(ctx.state.actingUser, ctx.query);
    },
    async approveExact(ctx: Ctx) {
      ctx.body = await payments.approveExact(ctx.state.actingUser, ctx.request.body ?? {});
    },
    async approve(ctx: Ctx) {
      ctx.body = await payments.approveFromStatement(ctx.state.actingUser, ctx.params.id, ctx.request.body ?? {});
    },
  };
}
