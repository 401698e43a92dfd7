import type { LichessVerification } from '@chess-portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { accountsApi } from '../../../lib/accounts-api';

export const verifyLichess = (lichessUsername: string): Promise<LichessVerification> => accountsApi.verifyLichess(lichessUsername);

/** POST /api/auth/lichess/verify: the exact, case-sensitive name, for the signed-in user. */
export const useVerifyLichess = () => useMutation({ mutationFn: verifyLichess });
