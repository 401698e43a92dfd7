import type { ParameterizedContext } from 'koa';
import type { Services } from '../../../create-services';
import type { CoreState } from '../../../shared/middleware/acting-user';

export function organizerHandlers({ tournaments }: Services) {
  return {
    async listTournaments(ctx: ParameterizedContext<CoreState>) {
      ctx.body = { tournaments: await tournaments.listForOrganizer(ctx.state.actingUser) };
    },
  };
}
