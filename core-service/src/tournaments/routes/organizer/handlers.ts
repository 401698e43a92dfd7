import type { ParameterizedContext } from 'koa';
import type { AppDeps } from '../../../shared/deps';
import type { CoreState } from '../../../shared/middleware/acting-user';
import { listOrganizerTournaments } from '../../services/tournament-service';

export function organizerHandlers({ db }: AppDeps) {
  return {
    async listTournaments(ctx: ParameterizedContext<CoreState>) {
      ctx.body = { tournaments: await listOrganizerTournaments(db, ctx.state.actingUser) };
    },
  };
}
