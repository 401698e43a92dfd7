// /api/tournaments: the public tournament views, their registrations and joining (product.md §7).
import { forwardedQuery, idempotencyKeyOf, userOf, type BffContext } from '@chess-portal/service-kit';
import type { PlayerCore } from '../../clients/core-client';
import { browserEtag, passView } from '../../middleware/revalidated';

type IdContext = BffContext & { params: { id: string } };
type JoinBody = { transactionId?: string | null };

export function tournamentHandlers(core: PlayerCore) {
  return {
    async list(ctx: BffContext) {
      passView(ctx, await core.tournamentListView(forwardedQuery<'listTournaments'>(ctx.query), browserEtag(ctx)));
    },

    /** one page of tournaments, filtered and sorted by core */
    async browse(ctx: BffContext) {
      ctx.body = await core.browseTournaments(forwardedQuery<'browseTournaments'>(ctx.query));
    },

    /** core's JSON text as it is: no parse, no serialization here */
    async get(ctx: IdContext) {
      passView(ctx, await core.tournamentView(ctx.params.id, browserEtag(ctx)), true);
    },

    /** core's read-model view as it is (JSON text and ETag; 304 while the browser's ETag is current) */
    async registrations(ctx: IdContext) {
      const { page, limit } = ctx.query;
      const paging = {
        page: typeof page === 'string' ? page : undefined,
        limit: typeof limit === 'string' ? limit : undefined,
      };
      passView(
        ctx,
        await core.tournamentRegistrationsView(ctx.params.id, ctx.state.user?.id, browserEtag(ctx), paging),
        true,
      );
    },

    /** The player is the session's user; a playerId in the body is ignored. */
    async join(ctx: IdContext) {
      const { transactionId } = (ctx.request.body ?? {}) as JoinBody;
      const text = typeof transactionId === 'string' && transactionId.trim() ? transactionId.trim() : null;
      const { created, ...result } = await core.joinTournament(
        userOf(ctx).id,
        ctx.params.id,
        text,
        idempotencyKeyOf(ctx),
      );
      ctx.status = created ? 201 : 200;
      ctx.body = result;
    },

    /** product.md §7 Fetch Results: core lets the owning organizer and admins do it. */
    async fetchResults(ctx: IdContext) {
      ctx.body = await core.fetchResults(userOf(ctx).id, ctx.params.id);
    },
  };
}
