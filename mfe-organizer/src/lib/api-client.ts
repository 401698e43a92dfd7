import type { OrganizerApi } from '@chess-portal/contracts';
import { apiClient, type ApiClient } from '@chess-portal/portal-kit';

type ListAnswer = OrganizerApi.paths['/api/organizer/tournaments']['get']['responses']['200']['content']['application/json'];

/** The bff-organizer calls this remote makes, over portal-kit's SPEC §7 client. */
export function createOrganizerApi(client: ApiClient = apiClient) {
  return {
    listTournaments: () => client.get<ListAnswer>('/api/organizer/tournaments'),
  };
}

export const organizerApi = createOrganizerApi();
