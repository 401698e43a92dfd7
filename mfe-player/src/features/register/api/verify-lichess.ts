import { dataOf, type JsonResponse } from '@chess-portal/portal-kit';
import { useMutation } from '@tanstack/react-query';
import { playerClient, type PlayerOperations } from '../../../lib/api-client';

type LichessVerification = JsonResponse<PlayerOperations['verifyLichess']>;

export const verifyLichess = (lichessUsername: string, client = playerClient): Promise<LichessVerification> =>
  dataOf(client.POST('/api/auth/lichess/verify', { body: { lichessUsername } }));

/** POST /api/auth/lichess/verify: the exact, case-sensitive name, for the signed-in user. */
export const useVerifyLichess = () =>
  useMutation({ mutationFn: (lichessUsername: string) => verifyLichess(lichessUsername) });
