import type { AdminUser, Role } from '@chess-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import { adminStatsKeys } from '../../dashboard/api/keys';
import { userKeys } from './keys';

/** What an admin can do to a user (SPEC §7: PUT role, block, unblock, DELETE = deactivate). */
export type UserAction = { kind: 'role'; role: Role } | { kind: 'block' } | { kind: 'unblock' } | { kind: 'delete' };

export function updateUser(id: string, action: UserAction): Promise<AdminUser> {
  if (action.kind === 'role') return adminApi.updateUser(id, { role: action.role });
  if (action.kind === 'block') return adminApi.blockUser(id);
  if (action.kind === 'unblock') return adminApi.unblockUser(id);
  return adminApi.deleteUser(id);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: UserAction }) => updateUser(id, action),
    onSettled: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: userKeys.all }),
      queryClient.invalidateQueries({ queryKey: adminStatsKeys.all }),
    ]),
  });
}
