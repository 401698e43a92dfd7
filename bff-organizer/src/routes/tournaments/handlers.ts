// /api/organizer/tournaments: the signed-in organizer's own tournaments (an admin sees all; core decides).
import { userOf, type BffContext } from '@chess-portal/service-kit';
import type { OrganizerCore } from '../../clients/core-client';

export function organizerTournamentHandlers(core: OrganizerCore) {
  return {
    async list(ctx: BffContext) {
      ctx.body = { tournaments: await core.listOrganizerTournaments(userOf(ctx).id) };
    },
  };
}
