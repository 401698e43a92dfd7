// The organizer's Lichess connection, through bff-organizer (the edge routes /api/lichess/* there, same origin).
import type { LichessConnection, LichessOAuthStart } from '@chess-portal/contracts';
import { apiClient, type ApiClient } from '@chess-portal/portal-kit';

export type { LichessConnection };

export function createLichessConnectionApi(client: ApiClient = apiClient) {
  return {
    get: () => client.get<LichessConnection>('/api/lichess/connection'),
    /** answers Lichess's consent page; the browser goes there and comes back to /me?lichess=<outcome> */
    start: () => client.post<LichessOAuthStart>('/api/lichess/oauth/start'),
    disconnect: () => client.del<LichessConnection>('/api/lichess/connection'),
  };
}

export type LichessConnectionApi = ReturnType<typeof createLichessConnectionApi>;
export const lichessConnectionApi = createLichessConnectionApi();
