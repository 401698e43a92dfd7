import type { ProfileSaved, ProfileUpdate } from '@chess-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsApi } from '../../../lib/accounts-api';
import { profileKeys } from './keys';

export const updateProfile = (body: ProfileUpdate): Promise<ProfileSaved> => accountsApi.updateProfile(body);

/** PUT /api/me; the answer's profile becomes the cached one. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ profile }) => queryClient.setQueryData(profileKeys.me(), profile),
  });
}
