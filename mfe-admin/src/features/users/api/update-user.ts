import { dataOf, type JsonRequestBody, type JsonResponse } from '@chess-portal/portal-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminClient, type AdminOperations } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';
import { userKeys } from './keys';

type AdminUser = JsonResponse<AdminOperations['updateAdminUser']>;
type RoleChange = JsonRequestBody<AdminOperations['updateAdminUser']>;

/** What an admin can do to a user (product.md §7: PUT role, block, unblock, DELETE = deactivate). */
export type UserAction = ({ kind: 'role' } & RoleChange) | { kind: 'block' } | { kind: 'unblock' } | { kind: 'delete' };

export function updateUser(id: string, action: UserAction, client = adminClient): Promise<AdminUser> {
  const path = { params: { path: { id } } };
  if (action.kind === 'role') {
    return dataOf(client.PUT('/api/admin/users/{id}', { ...path, body: { role: action.role } }));
  }
  if (action.kind === 'block') return dataOf(client.POST('/api/admin/users/{id}/block', path));
  if (action.kind === 'unblock') return dataOf(client.POST('/api/admin/users/{id}/unblock', path));
  return dataOf(client.DELETE('/api/admin/users/{id}', path));
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: UserAction }) => updateUser(id, action),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
      ]),
  });
}
