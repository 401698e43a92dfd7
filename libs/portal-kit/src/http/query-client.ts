import { QueryClient } from '@tanstack/react-query';
import { apiClient, type ApiClient } from './api-client';

/**
 * product.md §7: the default read builds the path from the key, no retries, data never stale by time,
 * no refetch on focus or interval unless a query says so.
 */
export function createQueryClient(client: ApiClient = apiClient): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: client.queryFn(),
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
