import { dataOf, type JsonResponse } from '@chess-portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminClient, type AdminOperations } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

type Reused = JsonResponse<AdminOperations['listReusedTransactionIds']>;

/** GET /api/admin/transaction-ids/reused: ids on more than one registration or commission payment. */
export const getReusedTransactionIds = (client = adminClient): Promise<Reused> =>
  dataOf(client.GET('/api/admin/transaction-ids/reused'));

export const reusedTransactionIdsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.reusedTransactionIds, queryFn: () => getReusedTransactionIds() });

export const useReusedTransactionIds = () => useQuery(reusedTransactionIdsQueryOptions());
