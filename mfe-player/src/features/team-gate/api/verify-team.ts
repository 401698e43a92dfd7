import type { TeamVerification } from '@chess-portal/contracts';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { accountsApi } from '../../../lib/accounts-api';

export const verifyTeam = (): Promise<TeamVerification> => accountsApi.verifyTeam();

/** POST /api/auth/verify-team (the user comes from the session). */
export const useVerifyTeam = (options: Pick<UseMutationOptions<TeamVerification, Error, void>, 'onSuccess' | 'onError'> = {}) =>
  useMutation({ mutationFn: verifyTeam, ...options });
