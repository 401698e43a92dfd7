import { dataOf } from '@chess-portal/portal-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { organizerClient } from '../../../lib/api-client';
import { useRefreshLists } from '../../../lib/refresh-lists';
import { statementKeys } from './keys';

/** GET /api/organizer/statements/exact-matches: how many registrations the open statements pay exactly. */
export const countExactMatches = (client = organizerClient) =>
  dataOf(client.GET('/api/organizer/statements/exact-matches'));

export const useExactMatches = () => useQuery({ queryKey: statementKeys.exact(), queryFn: () => countExactMatches() });

/** POST /api/organizer/statements/approve-exact: every exact match of every open statement (100 a call). */
export const approveExactMatches = (client = organizerClient) =>
  dataOf(client.POST('/api/organizer/statements/approve-exact', { body: {} }));

/** Approves them; refreshes every statement's reconciliation, the count and the organizer's lists. */
export function useApproveExactMatches() {
  const queryClient = useQueryClient();
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: () => approveExactMatches(),
    onSettled: () => {
      refresh();
      return queryClient.invalidateQueries({ queryKey: statementKeys.all });
    },
  });
}
