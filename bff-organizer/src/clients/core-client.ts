// What bff-organizer needs from core: the shared session calls plus the organizer's tournaments.
import type { OrganizerTournament } from '@chess-portal/contracts';
import { actingAs, createCoreClient, unwrap, type CoreClientOptions, type SessionCore } from '@chess-portal/service-kit';

export type OrganizerCore = SessionCore & {
  listOrganizerTournaments(actingUserId: string): Promise<OrganizerTournament[]>;
};

export function createOrganizerCoreClient(options: CoreClientOptions): OrganizerCore {
  const core = createCoreClient(options);
  return {
    getSession: core.getSession,
    putSession: core.putSession,
    deleteSession: core.deleteSession,
    getSessionUser: core.getSessionUser,
    async listOrganizerTournaments(actingUserId) {
      return (await unwrap(core.api.GET('/organizer/tournaments', { params: actingAs(actingUserId) }))).tournaments;
    },
  };
}
