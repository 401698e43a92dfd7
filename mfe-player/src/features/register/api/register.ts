import type { RegisterBody, SessionUser } from '@chess-portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { accountsApi } from '../../../lib/accounts-api';

export const register = (body: RegisterBody): Promise<SessionUser> => accountsApi.register(body);

/** POST /api/auth/register: creates the account and signs it in. */
export const useRegister = () => useMutation({ mutationFn: register });
