import { dataOf, type JsonRequestBody, type JsonResponse } from '@chess-portal/portal-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminClient, type AdminOperations } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';
import { applicationKeys } from './keys';

type ReviewApplication = AdminOperations['reviewAdminApplication'];
export type ReviewBody = JsonRequestBody<ReviewApplication>;
type ReviewedApplication = JsonResponse<ReviewApplication>;

export const reviewApplication = (id: string, review: ReviewBody, client = adminClient): Promise<ReviewedApplication> =>
  dataOf(client.PUT('/api/admin/applications/{id}/review', { params: { path: { id } }, body: review }));

/** The lists a review changes: its own, the users (role, status) and the dashboard stats. */
const changedLists = [applicationKeys.all, adminKeys.users, adminKeys.stats];

export function useReviewApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, review }: { id: string; review: ReviewBody }) => reviewApplication(id, review),
    onSettled: () => Promise.all(changedLists.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
