import { dataOf, type JsonResponse } from '@chess-portal/portal-kit';
import { useMutation } from '@tanstack/react-query';
import { playerClient, type PlayerOperations } from '../../../lib/api-client';

type Accepted = JsonResponse<PlayerOperations['forgotPassword'], 202>;

export const forgotPassword = (email: string, client = playerClient): Promise<Accepted> =>
  dataOf(client.POST('/api/auth/forgot-password', { body: { email } }));

/** POST /api/auth/forgot-password: the same answer whether or not the address has an account. */
export const useForgotPassword = () => useMutation({ mutationFn: (email: string) => forgotPassword(email) });
