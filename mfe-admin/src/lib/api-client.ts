import type {
  AdminApplication, AdminCommission, AdminStats, AdminUser, ApplicationStatus, AuditPage, CommissionStatus, GlobalSetting,
  GlobalSettingKey, Role,
} from '@chess-portal/contracts';
import { apiClient, type ApiClient } from '@chess-portal/portal-kit';

export type AuditFilter = { action?: string; entityType?: string; entityId?: string; limit?: number; offset?: number };
export type ReviewBody = { status: 'approved' | 'rejected'; adminNotes?: string | null };

/** '?a=1&b=x' from the defined, non-empty values (or '' when none). */
function queryString(params: Record<string, string | number | undefined>): string {
  const entries = Object.entries(params).filter(([, v]) => v !== undefined && v !== '') as [string, string | number][];
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}` : '';
}

/** The bff-admin calls this remote makes (SPEC §7 Admin), over portal-kit's SPEC §7 client. */
export function createAdminApi(client: ApiClient = apiClient) {
  const user = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;
  return {
    getStats: () => client.get<AdminStats>('/api/admin/stats'),
    getUsers: () => client.get<AdminUser[]>('/api/admin/users'),
    updateUser: (id: string, changes: { role: Role }) => client.put<AdminUser>(user(id), changes),
    blockUser: (id: string) => client.post<AdminUser>(`${user(id)}/block`),
    unblockUser: (id: string) => client.post<AdminUser>(`${user(id)}/unblock`),
    deleteUser: (id: string) => client.del<AdminUser>(user(id)),
    getApplications: (status?: ApplicationStatus) => client.get<AdminApplication[]>(`/api/admin/applications${queryString({ status })}`),
    reviewApplication: (id: string, review: ReviewBody) =>
      client.put<AdminApplication>(`/api/admin/applications/${encodeURIComponent(id)}/review`, review),
    getCommissions: (status?: CommissionStatus) => client.get<AdminCommission[]>(`/api/admin/commissions${queryString({ status })}`),
    // SPEC §7 notes the source helper's argument order looks inverted; here it is (id, body).
    confirmCommission: (id: string, body: { transactionId?: string } = {}) =>
      client.post<AdminCommission>(`/api/admin/commissions/${encodeURIComponent(id)}/confirm`, body.transactionId ? body : undefined),
    getSettings: () => client.get<GlobalSetting[]>('/api/admin/global-settings'),
    updateSetting: (key: GlobalSettingKey, value: string | number, description?: string) =>
      client.put<GlobalSetting>(`/api/admin/global-settings/${key}`, { value, ...(description ? { description } : {}) }),
    createSetting: (key: GlobalSettingKey, value: string | number, description?: string) =>
      client.post<GlobalSetting>('/api/admin/global-settings', { key, value, ...(description ? { description } : {}) }),
    getAuditLog: (filter: AuditFilter = {}) => client.get<AuditPage>(`/api/admin/audit-log${queryString(filter)}`),
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;
export const adminApi = createAdminApi();
