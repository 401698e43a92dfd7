import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import { adminStatsKeys } from '../../dashboard/api/keys';
import { userKeys } from '../../users/api/keys';
import { commissionKeys } from './keys';

export const confirmCommission = (id: string, transactionId?: string) => adminApi.confirmCommission(id, transactionId ? { transactionId } : {});

export function useConfirmCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, transactionId }: { id: string; transactionId?: string }) => confirmCommission(id, transactionId),
    onSettled: () => Promise.all([commissionKeys.all, userKeys.all, adminStatsKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
