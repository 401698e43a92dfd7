import type { JoinResult, MyRegistration, PublicRegistration, PublicTournament, ServerTime } from '@chess-portal/contracts';
import { apiClient, createSessionApi, type ApiClient } from '@chess-portal/portal-kit';

export type JoinInput = { playerId: string; transactionId: string | null };

/** The bff-player calls this remote makes, over portal-kit's SPEC §7 client. */
export function createPlayerApi(client: ApiClient = apiClient) {
  return {
    ...createSessionApi(client),
    listTournaments: () => client.get<PublicTournament[]>('/api/tournaments'),
    getTournament: (id: string) => client.get<PublicTournament>(`/api/tournaments/${encodeURIComponent(id)}`),
    listTournamentRegistrations: (id: string) => client.get<PublicRegistration[]>(`/api/tournaments/${encodeURIComponent(id)}/registrations`),
    /** SPEC §7 payload (playerId, transactionId); the BFF takes the player from the session. */
    joinTournament: (id: string, body: JoinInput) => client.post<JoinResult>(`/api/tournaments/${encodeURIComponent(id)}/join`, body),
    listMyRegistrations: () => client.get<MyRegistration[]>('/api/user/tournament-registrations'),
    getServerTime: () => client.get<ServerTime>('/api/time'),
  };
}

export type PlayerApi = ReturnType<typeof createPlayerApi>;
export const playerApi = createPlayerApi();
