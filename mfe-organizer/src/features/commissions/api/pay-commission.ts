import { dataOf } from '@chess-portal/portal-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizerClient, type OrganizerSchemas } from '../../../lib/api-client';
import { commissionKeys } from './keys';

type PaymentBody = OrganizerSchemas['CommissionPaymentRequest'];

/** POST /api/organizer/commissions/{id}/pay: the UPI transaction id of a payment (an admin confirms it). */
export const payCommission = (id: string, body: PaymentBody, client = organizerClient) =>
  dataOf(client.POST('/api/organizer/commissions/{id}/pay', { params: { path: { id } }, body }));

/** Pays the commission with the given id; refreshes the commissions when it succeeds. */
export function usePayCommission(commissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentBody) => payCommission(commissionId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commissionKeys.all }),
  });
}
