import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, type ReviewBody } from '../../../lib/api-client';
import { adminStatsKeys } from '../../dashboard/api/keys';
import { userKeys } from '../../users/api/keys';
import { applicationKeys } from './keys';

export const reviewApplication = (id: string, review: ReviewBody) => adminApi.reviewApplication(id, review);

export function useReviewApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, review }: { id: string; review: ReviewBody }) => reviewApplication(id, review),
    onSettled: () => Promise.all([applicationKeys.all, userKeys.all, adminStatsKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
