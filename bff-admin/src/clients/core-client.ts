// What bff-admin needs from core: the shared session calls, the admin statistics and every admin
// call of product.md §7 (users, applications, commissions, global settings) plus the audit log.
import type {
  AdminApplication,
  AdminApplicationPage,
  AdminCommission,
  AdminCommissionPage,
  AdminStats,
  AdminUser,
  AdminUserPage,
  AuditPage,
  ApiMessage,
  CommissionAdjustmentBody,
  GlobalSetting,
  OutboxJobList,
  OutstandingPayouts,
  ReusedTransactionIds,
  Role,
} from '@chess-portal/contracts';
import {
  actingAs,
  asSent,
  coreEventHub,
  createCoreClient,
  unwrap,
  type CoreClientOptions,
  type ForwardedQuery,
  type EventHub,
  type CoreClient,
  type SessionCore,
} from '@chess-portal/service-kit';

export type SettingChange = { value: string | number; description?: string | null };

export type AdminCore = SessionCore &
  /** this process's live-update hub over core's feed (service-kit events/event-hub.ts); test stubs may leave it out */
  Partial<{ eventHub: EventHub; missedEvents: CoreClient['missedEvents'] }> & {
    getAdminStats(actingUserId: string): Promise<AdminStats>;
    /** one page (core: 100 by default); the query goes as sent */
    listUsers(actingUserId: string, query?: ForwardedQuery<'listAdminUsers'>): Promise<AdminUser[]>;
    /** the paged lists: queries as sent, core validates them */
    searchUsers(actingUserId: string, query: ForwardedQuery<'searchAdminUsers'>): Promise<AdminUserPage>;
    searchApplications(
      actingUserId: string,
      query: ForwardedQuery<'searchAdminApplications'>,
    ): Promise<AdminApplicationPage>;
    searchCommissions(
      actingUserId: string,
      query: ForwardedQuery<'searchAdminCommissions'>,
    ): Promise<AdminCommissionPage>;
    updateUser(actingUserId: string, userId: string, changes: { role: Role }): Promise<AdminUser>;
    blockUser(actingUserId: string, userId: string): Promise<AdminUser>;
    unblockUser(actingUserId: string, userId: string): Promise<AdminUser>;
    deleteUser(actingUserId: string, userId: string): Promise<AdminUser>;
    /** the list queries go as the browser sent them: core validates them (400 with its message) */
    listApplications(actingUserId: string, query: ForwardedQuery<'listAdminApplications'>): Promise<AdminApplication[]>;
    reviewApplication(
      actingUserId: string,
      id: string,
      review: { status: 'approved' | 'rejected'; adminNotes?: string | null },
    ): Promise<AdminApplication>;
    listCommissions(actingUserId: string, query: ForwardedQuery<'listAdminCommissions'>): Promise<AdminCommission[]>;
    /** per organizer, the prizes and refunds still owed to players (product.md §10) */
    outstandingPayouts(actingUserId: string): Promise<OutstandingPayouts>;
    confirmCommission(
      actingUserId: string,
      id: string,
      body: { transactionId?: string; confirmReusedTransactionId?: boolean },
    ): Promise<AdminCommission>;
    /** `idempotencyKey`: the browser's Idempotency-Key, passed on (a double click books one line) */
    adjustCommission(
      actingUserId: string,
      id: string,
      body: CommissionAdjustmentBody,
      idempotencyKey?: string,
    ): Promise<AdminCommission>;
    listReusedTransactionIds(
      actingUserId: string,
      query?: ForwardedQuery<'listReusedTransactionIds'>,
    ): Promise<ReusedTransactionIds>;
    listSettings(actingUserId: string): Promise<GlobalSetting[]>;
    updateSetting(actingUserId: string, key: string, change: SettingChange): Promise<GlobalSetting>;
    createSetting(
      actingUserId: string,
      setting: SettingChange & { key: 'GLOBAL_COMMISSION_PERCENT' | 'ADMIN_UPI' },
    ): Promise<GlobalSetting>;
    listAuditLog(actingUserId: string, query: ForwardedQuery<'listAuditLog'>): Promise<AuditPage>;
    /** the durable outbox: waiting and failing jobs, with their last error */
    listOutboxJobs(actingUserId: string, query: ForwardedQuery<'listOutboxJobs'>): Promise<OutboxJobList>;
    retryOutboxJob(actingUserId: string, jobId: string): Promise<ApiMessage>;
  };

export function createAdminCoreClient(options: CoreClientOptions): AdminCore {
  const core = createCoreClient(options);
  const { api } = core;
  const as = actingAs;
  const user = (actor: string, userId: string) => ({ ...as(actor), path: { userId } });
  return {
    eventHub: coreEventHub(options, core),
    missedEvents: core.missedEvents,
    getSession: core.getSession,
    getSessionWithUser: core.getSessionWithUser,
    putSession: core.putSession,
    deleteSession: core.deleteSession,
    getSessionUser: core.getSessionUser,
    getAdminStats: (actor) => unwrap(api.GET('/admin/stats', { params: as(actor) })),
    outstandingPayouts: (actor) => unwrap(api.GET('/admin/payouts/outstanding', { params: as(actor) })),
    listUsers: (actor, query = {}) =>
      unwrap(api.GET('/admin/users', { params: { ...as(actor), query: asSent(query) } })),
    searchUsers: (actor, query) =>
      unwrap(api.GET('/admin/users/search', { params: { ...as(actor), query: asSent(query) } })),
    searchApplications: (actor, query) =>
      unwrap(api.GET('/admin/applications/search', { params: { ...as(actor), query: asSent(query) } })),
    searchCommissions: (actor, query) =>
      unwrap(api.GET('/admin/commissions/search', { params: { ...as(actor), query: asSent(query) } })),
    updateUser: (actor, userId, body) =>
      unwrap(api.PUT('/admin/users/{userId}', { params: user(actor, userId), body })),
    blockUser: (actor, userId) => unwrap(api.POST('/admin/users/{userId}/block', { params: user(actor, userId) })),
    unblockUser: (actor, userId) => unwrap(api.POST('/admin/users/{userId}/unblock', { params: user(actor, userId) })),
    deleteUser: (actor, userId) => unwrap(api.DELETE('/admin/users/{userId}', { params: user(actor, userId) })),
    listApplications: (actor, query) =>
      unwrap(api.GET('/admin/applications', { params: { ...as(actor), query: asSent(query) } })),
    reviewApplication: (actor, applicationId, body) =>
      unwrap(
        api.PUT('/admin/applications/{applicationId}/review', {
          params: { ...as(actor), path: { applicationId } },
          body,
        }),
      ),
    listOutboxJobs: (actor, query) =>
      unwrap(api.GET('/admin/outbox', { params: { ...as(actor), query: asSent(query) } })),
    retryOutboxJob: (actor, jobId) =>
      unwrap(api.POST('/admin/outbox/{jobId}/retry', { params: { ...as(actor), path: { jobId } } })),
    listCommissions: (actor, query) =>
      unwrap(api.GET('/admin/commissions', { params: { ...as(actor), query: asSent(query) } })),
    // No body unless the admin gives a transaction id or confirms a reused one (an empty JSON object adds nothing).
    confirmCommission: (actor, commissionId, body) =>
      unwrap(
        api.POST('/admin/commissions/{commissionId}/confirm', {
          params: { ...as(actor), path: { commissionId } },
          ...(body.transactionId || body.confirmReusedTransactionId ? { body } : {}),
        }),
      ),
    adjustCommission: (actor, commissionId, body, idempotencyKey) =>
      unwrap(
        api.POST('/admin/commissions/{commissionId}/adjustments', {
          params: { ...as(actor, idempotencyKey), path: { commissionId } },
          body,
        }),
      ),
    listReusedTransactionIds: (actor, query = {}) =>
      unwrap(api.GET('/admin/transaction-ids/reused', { params: { ...as(actor), query: asSent(query) } })),
    listSettings: (actor) => unwrap(api.GET('/admin/global-settings', { params: as(actor) })),
    updateSetting: (actor, key, body) =>
      unwrap(api.PUT('/admin/global-settings/{key}', { params: { ...as(actor), path: { key } }, body })),
    createSetting: (actor, body) => unwrap(api.POST('/admin/global-settings', { params: as(actor), body })),
    listAuditLog: (actor, query) =>
      unwrap(api.GET('/admin/audit-log', { params: { ...as(actor), query: asSent(query) } })),
  };
}
