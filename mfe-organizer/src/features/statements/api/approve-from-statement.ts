import { dataOf } from '@chess-portal/portal-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizerClient, type OrganizerSchemas } from '../../../lib/api-client';
import { useRefreshLists } from '../../../lib/refresh-lists';
import { statementKeys } from './keys';

/** Empty: every exact match; `lineId` with `registrationId`: one registration from one line. */
export type StatementApproveBody = OrganizerSchemas['StatementApproveRequest'];

/** POST /api/organizer/statements/{id}/approve: registration approvals with the statement line as evidence. */
export const approveFromStatement = (id: string, body: StatementApproveBody, client = organizerClient) =>
  dataOf(client.POST('/api/organizer/statements/{id}/approve', { params: { path: { id } }, body }));

/** Approves from the statement; refreshes its reconciliation and the organizer's lists. */
export function useApproveFromStatement(statementId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (body: StatementApproveBody) => approveFromStatement(statementId, body),
    onSettled: () => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: statementKeys.exact() });
      return queryClient.invalidateQueries({ queryKey: statementKeys.detail(statementId) });
    },
  });
}
