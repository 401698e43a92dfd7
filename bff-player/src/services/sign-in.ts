// Sign-in use case: brute-force limits, then core checks the credentials (the body was validated by
// ajv + the shared zod loginSchema before routing). Answers the session user.
import type { SessionUser } from '@chess-portal/contracts';
import { HttpError, type Credentials } from '@chess-portal/service-kit';
import type { PlayerCore } from '../clients/core-client';
import type { LoginLimiter } from './login-rate-limit';

export async function signIn(
  core: PlayerCore,
  limiter: LoginLimiter,
  { email, password }: Credentials,
  ip: string,
): Promise<SessionUser> {
  await limiter.check(email, ip);
  try {
    const user = await core.verifyCredentials({ email, password });
    await limiter.succeeded(email, ip);
    return user;
  } catch (err) {
    if (err instanceof HttpError && err.status === 401) await limiter.failed(email, ip);
    throw err;
  }
}
