import { offlineQueued } from '@chess-portal/contracts/forms/network';
import { QueryClient } from '@tanstack/react-query';
import { toast } from '../toast';
import { apiClient, type ApiClient } from './api-client';

const OFFLINE_TOAST = 'offline-queued';

/**
 * product.md §7: the default read builds the path from the key, no retries, data never stale by time,
 * no refetch on focus or interval unless a query says so.
 */
export function createQueryClient(client: ApiClient = apiClient): QueryClient {
  const queryClient = new QueryClient({
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
  // An action made offline is paused by react-query (networkMode 'online') and sent when the network
  // returns: say so, rather than leave a spinner without a word (issue 25); its own screen may say more.
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    if (event.action.type === 'pause') toast.info(offlineQueued, { id: OFFLINE_TOAST });
    if (event.action.type === 'continue') toast.dismiss(OFFLINE_TOAST);
  });
  return queryClient;
}
