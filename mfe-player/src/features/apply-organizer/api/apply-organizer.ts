import type { OrganizerApplicationCreated } from '@chess-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsApi, type OrganizerApplicationInput } from '../../../lib/accounts-api';
import { profileKeys } from '../../profile/api/keys';

export const applyOrganizer = (body: OrganizerApplicationInput): Promise<OrganizerApplicationCreated> => accountsApi.applyOrganizer(body);

/** POST /api/apply-organizer; the profile (Organizer Status) is read again afterwards. */
export function useApplyOrganizer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyOrganizer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.me() }),
  });
}
