import type { ParameterizedContext } from 'koa';
import type { Services } from '../../../create-services';
import { answerView } from '../../../read-model/answer';
import type { CoreState } from '../../../accounts/routes/acting-user';
import { FREE_JOIN_SUBMITTED, JOIN_SUBMITTED } from '../../../tournaments/services/join-rules';
import { publicRegistrationView } from '../../services/registration-views';
import { PUBLIC_REGISTRATIONS_MAX } from '../../services/registration-service';
import { parseListQuery } from '../../../shared/http/paging';
import { z } from 'zod';

type Ctx = ParameterizedContext<Partial<CoreState>> & { params: Record<string, string> };

/** GET /tournaments/{id}/registrations: its page and size (at most PUBLIC_REGISTRATIONS_MAX rows). */
const registrationsQuery = { limit: z.coerce.number().int().min(1).max(PUBLIC_REGISTRATIONS_MAX).optional() };

export function registrationHandlers({ registrations, readModel }: Services) {
  return {
    /** A read-model view (polled every 5 s by every viewer): ETag and 304 like the tournament's own view. */
    async listForTournament(ctx: Ctx) {
      const { page, limit } = parseListQuery(registrationsQuery, ctx.query);
      answerView(
        ctx,
        await readModel.tournamentRegistrations(ctx.params.tournamentId, ctx.state.actingUser?.id, { page, limit }),
      );
    },
    async join(ctx: Ctx) {
      const player = ctx.state.actingUser!;
      const { created, registration, free, warnings } = await registrations.join(
        player,
        ctx.params.tournamentId,
        ctx.request.body,
      );
      ctx.status = created ? 201 : 200;
      ctx.body = {
        message: free ? FREE_JOIN_SUBMITTED : JOIN_SUBMITTED,
        registration: publicRegistrationView(Object.assign(registration, { playerName: player.username }), player.id),
        warnings,
      };
    },
    async withdraw(ctx: Ctx) {
      ctx.body = await registrations.withdraw(ctx.state.actingUser!, ctx.params.regId);
    },
    /** A read-model view: the acting user is checked when it is made (their activity and role bump it). */
    async listMine(ctx: Ctx) {
      answerView(ctx, await readModel.myRegistrations(ctx.get('X-Acting-User-Id')));
    },
  };
}
