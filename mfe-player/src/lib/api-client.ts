import type { PublicTournament } from '@chess-portal/contracts';
import { apiClient, createSessionApi, type ApiClient } from '@chess-portal/portal-kit';

/** The bff-player calls this remote makes, over portal-kit's SPEC §7 client. */
export function createPlayerApi(client: ApiClient = apiClient) {
  return {
    ...createSessionApi(client),
    listTournaments: () => client.get<PublicTournament[]>('/api/tournaments'),
  };
}

export type PlayerApi = ReturnType<typeof createPlayerApi>;
export const playerApi = createPlayerApi();
