import { dataOf, type JsonRequestBody, type JsonResponse } from '@chess-portal/portal-kit';
import { useMutation } from '@tanstack/react-query';
import { playerClient, type PlayerOperations } from '../../../lib/api-client';

type Register = PlayerOperations['register'];

type SessionUser = JsonResponse<Register, 201>;

export const register = (body: JsonRequestBody<Register>, client = playerClient): Promise<SessionUser> =>
  dataOf(client.POST('/api/auth/register', { body }));

/** POST /api/auth/register: creates the account and signs it in. */
export const useRegister = () => useMutation({ mutationFn: (body: JsonRequestBody<Register>) => register(body) });
