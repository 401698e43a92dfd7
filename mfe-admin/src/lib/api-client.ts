import type { AdminStats } from '@chess-portal/contracts';
import { apiClient, type ApiClient } from '@chess-portal/portal-kit';

/** The bff-admin calls this remote makes, over portal-kit's SPEC §7 client. */
export function createAdminApi(client: ApiClient = apiClient) {
  return {
    getStats: () => client.get<AdminStats>('/api/admin/stats'),
  };
}

export const adminApi = createAdminApi();
