// The provider's context shared by the state files (states.ts, playing-states.ts): the stub core, the
// running app's address, and a sign-in through it that yields the session cookie.
import { DEFAULT_PUBLIC_URL } from '@chess-portal/service-kit';
import type { StubCore } from '../support/stub-core';

export type ProviderContext = { core: StubCore; baseUrl: string; cookie?: string };

export async function signInCookie(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    // as the portal's sign-in page: the CSRF guard wants the portal's Origin
    headers: { 'Content-Type': 'application/json', Origin: DEFAULT_PUBLIC_URL },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`state setup could not sign in: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
