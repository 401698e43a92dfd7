import type { AdminApi, CommissionStatus } from '@chess-portal/contracts';
import { dataOf, type JsonResponse, type QueryParams } from '@chess-portal/portal-kit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminClient, type AdminOperations } from '../../../lib/api-client';
import { commissionKeys } from './keys';

type Commissions = JsonResponse<AdminOperations['listAdminCommissions']>;

export const getCommissions = (status: CommissionStatus, client = adminClient): Promise<Commissions> =>
  dataOf(client.GET('/api/admin/commissions', { params: { query: { status } } }));

export const commissionsQueryOptions = (status: CommissionStatus) =>
  queryOptions({ queryKey: commissionKeys.byStatus(status), queryFn: () => getCommissions(status) });

export const useCommissions = (status: CommissionStatus) => useQuery(commissionsQueryOptions(status));

export type CommissionSearch = QueryParams<AdminApi.operations['searchAdminCommissions']>;

/** GET /api/admin/commissions/search: one page of commissions, searched and filtered on the server. */
export const searchCommissions = (query: CommissionSearch, client = adminClient) =>
  dataOf(client.GET('/api/admin/commissions/search', { params: { query } }));

export const commissionSearchQueryOptions = (query: CommissionSearch) =>
  queryOptions({
    queryKey: [...commissionKeys.all, 'search', query] as const,
    queryFn: () => searchCommissions(query),
    placeholderData: keepPreviousData,
  });

export const useCommissionSearch = (query: CommissionSearch) => useQuery(commissionSearchQueryOptions(query));
