import { dataOf, type JsonRequestBody, type JsonResponse } from '@chess-portal/portal-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { playerClient, type PlayerOperations } from '../../../lib/api-client';
import { profileKeys } from './keys';

type UpdateProfile = PlayerOperations['updateProfile'];
type ProfileSaved = JsonResponse<UpdateProfile>;

export const updateProfile = (body: JsonRequestBody<UpdateProfile>, client = playerClient): Promise<ProfileSaved> =>
  dataOf(client.PUT('/api/me', { body }));

/** PUT /api/me; the answer's profile becomes the cached one. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JsonRequestBody<UpdateProfile>) => updateProfile(body),
    onSuccess: ({ profile }) => queryClient.setQueryData(profileKeys.me(), profile),
  });
}
