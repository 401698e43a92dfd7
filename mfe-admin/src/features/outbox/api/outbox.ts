import { dataOf, type JsonResponse } from '@chess-portal/portal-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminClient, type AdminOperations } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

export type OutboxState = 'failing' | 'pending' | 'done';
export type OutboxList = JsonResponse<AdminOperations['listAdminOutbox']>;

export const outboxKeys = {
  all: adminKeys.outbox,
  list: (state: OutboxState) => [...adminKeys.outbox, { state }] as const,
};

export const getOutbox = (state: OutboxState, client = adminClient): Promise<OutboxList> =>
  dataOf(client.GET('/api/admin/outbox', { params: { query: { state, limit: 100 } } }));

/** Polled every 10 s: the worker retries on its own, and the screen shows it happen. */
export const useOutbox = (state: OutboxState) =>
  useQuery({ queryKey: outboxKeys.list(state), queryFn: () => getOutbox(state), refetchInterval: 10_000 });

export function useRetryOutboxJob(client = adminClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataOf(client.POST('/api/admin/outbox/{id}/retry', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}
