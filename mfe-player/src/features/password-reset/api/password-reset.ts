import type { ApiMessage } from '@chess-portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { accountsApi } from '../../../lib/accounts-api';

export const forgotPassword = (email: string): Promise<ApiMessage> => accountsApi.forgotPassword(email);
export const resetPassword = (input: { token: string; password: string }): Promise<ApiMessage> => accountsApi.resetPassword(input.token, input.password);

/** POST /api/auth/forgot-password: the same answer whether or not the address has an account. */
export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });

/** POST /api/auth/reset-password with the e-mailed single-use token. */
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
