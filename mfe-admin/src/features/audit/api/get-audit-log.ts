import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, type AuditFilter } from '../../../lib/api-client';
import { auditKeys } from './keys';

export const getAuditLog = (filter: AuditFilter) => adminApi.getAuditLog(filter);

export const auditLogQueryOptions = (filter: AuditFilter) =>
  queryOptions({ queryKey: auditKeys.page(filter), queryFn: () => getAuditLog(filter), placeholderData: keepPreviousData });

export const useAuditLog = (filter: AuditFilter) => useQuery(auditLogQueryOptions(filter));
