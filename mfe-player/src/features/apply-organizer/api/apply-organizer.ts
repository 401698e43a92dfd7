import { dataOf, type JsonRequestBody, type JsonResponse } from '@chess-portal/portal-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { playerClient, type PlayerOperations } from '../../../lib/api-client';
import { playerKeys } from '../../../lib/query-keys';

type ApplyOrganizer = PlayerOperations['applyOrganizer'];
/** A visitor sends the account fields too; a signed-in player leaves them out. */
export type OrganizerApplicationInput = JsonRequestBody<ApplyOrganizer>;
type ApplicationCreated = JsonResponse<ApplyOrganizer, 201>;

export const applyOrganizer = (body: OrganizerApplicationInput, client = playerClient): Promise<ApplicationCreated> =>
  dataOf(client.POST('/api/apply-organizer', { body }));

/** POST /api/apply-organizer; the profile (Organizer Status) is read again afterwards. */
export function useApplyOrganizer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganizerApplicationInput) => applyOrganizer(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerKeys.profile }),
  });
}
