import { dataOf, type JsonResponse } from '@chess-portal/portal-kit';
import { useMutation } from '@tanstack/react-query';
import { playerClient, type PlayerOperations } from '../../../lib/api-client';

type ConfirmEmail = PlayerOperations['confirmEmail'];

export const confirmEmail = (token: string, client = playerClient): Promise<JsonResponse<ConfirmEmail>> =>
  dataOf(client.POST('/api/auth/confirm-email', { body: { token } }));

/** POST /api/auth/confirm-email with the token of the link e-mailed to a new address. */
export const useConfirmEmail = () => useMutation({ mutationFn: (token: string) => confirmEmail(token) });
