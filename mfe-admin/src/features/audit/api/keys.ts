import { adminKeys } from '../../../lib/query-keys';
import type { AuditFilter } from './get-audit-log';

export const auditKeys = {
  all: adminKeys.auditLog,
  page: (filter: AuditFilter) => [...auditKeys.all, filter] as const,
};
