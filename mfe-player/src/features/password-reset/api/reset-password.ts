import { dataOf, type JsonRequestBody, type JsonResponse } from '@chess-portal/portal-kit';
import { useMutation } from '@tanstack/react-query';
import { playerClient, type PlayerOperations } from '../../../lib/api-client';

type ResetPassword = PlayerOperations['resetPassword'];
/** the e-mailed token and the new password */
export type PasswordReset = JsonRequestBody<ResetPassword>;

export const resetPassword = (body: PasswordReset, client = playerClient): Promise<JsonResponse<ResetPassword>> =>
  dataOf(client.POST('/api/auth/reset-password', { body }));

/** POST /api/auth/reset-password with the e-mailed single-use token. */
export const useResetPassword = () => useMutation({ mutationFn: (body: PasswordReset) => resetPassword(body) });
