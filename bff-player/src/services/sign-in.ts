// Sign-in use case: reserve the attempt in the brute-force budgets, then core checks the credentials
// (the body was validated by ajv + the shared zod loginSchema before routing). Answers the session user.
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
  const attempt = await limiter.reserve(email, ip);
  let user: SessionUser;
  try {
    user = await core.verifyCredentials({ email, password });
  } catch (err) {
    if (err instanceof HttpError && err.status === 401) await attempt.failed();
    else await attempt.abandoned().catch(() => undefined);
    throw err;
  }
  await attempt.succeeded();
  return user;
}
