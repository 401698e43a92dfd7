import { dataOf, type JsonResponse } from '@chess-portal/portal-kit';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { playerClient, type PlayerOperations } from '../../../lib/api-client';

type TeamVerification = JsonResponse<PlayerOperations['verifyTeam']>;

export const verifyTeam = (client = playerClient): Promise<TeamVerification> =>
  dataOf(client.POST('/api/auth/verify-team'));

/** POST /api/auth/verify-team (the user comes from the session). */
export const useVerifyTeam = (options: Pick<UseMutationOptions<TeamVerification, Error, void>, 'onSuccess' | 'onError'> = {}) =>
  useMutation({ mutationFn: () => verifyTeam(), ...options });
