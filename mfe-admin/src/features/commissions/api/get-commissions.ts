import type { CommissionStatus } from '@chess-portal/contracts';
import { dataOf, type JsonResponse } from '@chess-portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminClient, type AdminOperations } from '../../../lib/api-client';
import { commissionKeys } from './keys';

type Commissions = JsonResponse<AdminOperations['listAdminCommissions']>;

export const getCommissions = (status: CommissionStatus, client = adminClient): Promise<Commissions> =>
  dataOf(client.GET('/api/admin/commissions', { params: { query: { status } } }));

export const commissionsQueryOptions = (status: CommissionStatus) =>
  queryOptions({ queryKey: commissionKeys.byStatus(status), queryFn: () => getCommissions(status) });

export const useCommissions = (status: CommissionStatus) => useQuery(commissionsQueryOptions(status));
