import type { AuditFilter } from '../../../lib/api-client';

export const auditKeys = {
  all: ['/api/admin/audit-log'] as const,
  page: (filter: AuditFilter) => [...auditKeys.all, filter] as const,
};
