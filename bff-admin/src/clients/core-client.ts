// What bff-admin needs from core: the shared session calls plus the admin statistics.
import type { AdminStats } from '@chess-portal/contracts';
import { actingAs, createCoreClient, unwrap, type CoreClientOptions, type SessionCore } from '@chess-portal/service-kit';

export type AdminCore = SessionCore & {
  getAdminStats(actingUserId: string): Promise<AdminStats>;
};

export function createAdminCoreClient(options: CoreClientOptions): AdminCore {
  const core = createCoreClient(options);
  return {
    getSession: core.getSession,
    putSession: core.putSession,
    deleteSession: core.deleteSession,
    getSessionUser: core.getSessionUser,
    getAdminStats: (actingUserId) => unwrap(core.api.GET('/admin/stats', { params: actingAs(actingUserId) })),
  };
}
