import { dataOf, type JsonRequestBody, type JsonResponse } from '@chess-portal/portal-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminClient, type AdminOperations } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';
import { commissionKeys } from './keys';

type ConfirmCommission = AdminOperations['confirmAdminCommission'];
type TransactionId = JsonRequestBody<ConfirmCommission>['transactionId'];
type Confirmation = { id: string; transactionId?: TransactionId; confirmReusedTransactionId?: boolean };

/**
 * product.md §7 notes the source helper's argument order looks inverted; here it is (id, body); no
 * transaction id and no confirmation of a reused one, no body.
 */
export const confirmCommission = (
  id: string,
  transactionId?: TransactionId,
  client = adminClient,
  confirmReusedTransactionId = false,
): Promise<JsonResponse<ConfirmCommission>> => {
  const body =
    transactionId || confirmReusedTransactionId
      ? {
          ...(transactionId ? { transactionId } : {}),
          ...(confirmReusedTransactionId ? { confirmReusedTransactionId } : {}),
        }
      : undefined;
  return dataOf(client.POST('/api/admin/commissions/{id}/confirm', { params: { path: { id } }, body }));
};

/** The lists a confirmation changes: its own, the users (role, status) and the dashboard stats. */
const changedLists = [commissionKeys.all, adminKeys.users, adminKeys.stats];

export function useConfirmCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, transactionId, confirmReusedTransactionId }: Confirmation) =>
      confirmCommission(id, transactionId, adminClient, confirmReusedTransactionId),
    onSettled: () => Promise.all(changedLists.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
