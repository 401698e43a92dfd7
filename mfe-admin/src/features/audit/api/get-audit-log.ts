import { dataOf, type JsonResponse, type QueryParams } from '@chess-portal/portal-kit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminClient, type AdminOperations } from '../../../lib/api-client';
import { auditKeys } from './keys';

type ListAuditLog = AdminOperations['listAuditLog'];
/** The audit log's filters and page; an empty filter ('' from the form) is not sent. */
export type AuditFilter = QueryParams<ListAuditLog>;

function sentFilters(filter: AuditFilter): AuditFilter {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));
}

export const getAuditLog = (filter: AuditFilter = {}, client = adminClient): Promise<JsonResponse<ListAuditLog>> =>
  dataOf(client.GET('/api/admin/audit-log', { params: { query: sentFilters(filter) } }));

export const auditLogQueryOptions = (filter: AuditFilter) =>
  queryOptions({ queryKey: auditKeys.page(filter), queryFn: () => getAuditLog(filter), placeholderData: keepPreviousData });

export const useAuditLog = (filter: AuditFilter) => useQuery(auditLogQueryOptions(filter));
