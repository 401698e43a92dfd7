// What bff-player needs from core: the shared session calls plus sign-in and the public tournaments.
import type { PublicTournament, SessionUser } from '@chess-portal/contracts';
import { createCoreClient, unwrap, type CoreClientOptions, type Credentials, type SessionCore } from '@chess-portal/service-kit';

export type PlayerCore = SessionCore & {
  verifyCredentials(credentials: Credentials): Promise<SessionUser>;
  listTournaments(): Promise<PublicTournament[]>;
};

export function createPlayerCoreClient(options: CoreClientOptions): PlayerCore {
  const core = createCoreClient(options);
  return {
    getSession: core.getSession,
    putSession: core.putSession,
    deleteSession: core.deleteSession,
    getSessionUser: core.getSessionUser,
    verifyCredentials: core.verifyCredentials,
    listTournaments: async () => (await unwrap(core.api.GET('/tournaments'))).tournaments,
  };
}
