// Query-key roots of the admin remote; each feature builds its keys under its own root, and a change
// in one feature refreshes another's lists through these (an approval changes users and stats). Keys
// double as paths for the default query function (product.md §7): parts joined with '/'.
import { sharedKeys } from '@chess-portal/portal-kit';

export const adminKeys = {
  /** shared: the event stream refreshes it (portal-kit server-events.ts) */
  stats: sharedKeys.adminStats,
  users: ['/api/admin/users'] as const,
  applications: ['/api/admin/applications'] as const,
  commissions: ['/api/admin/commissions'] as const,
  settings: ['/api/admin/global-settings'] as const,
  auditLog: ['/api/admin/audit-log'] as const,
  outbox: ['/api/admin/outbox'] as const,
  reusedTransactionIds: ['/api/admin/transaction-ids/reused'] as const,
};
