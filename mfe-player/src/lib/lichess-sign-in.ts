// "Sign in with Lichess": the wizard's Lichess step, the profile and the organizer
// application prove a Lichess account on Lichess itself. The browser goes to the page bff-player
// answers and comes back to `returnTo` with ?lichess=<outcome>.
import { LICHESS_SIGN_IN_MESSAGES } from '@chess-portal/contracts';
import { dataOf } from '@chess-portal/portal-kit';
import { useMutation } from '@tanstack/react-query';
import { playerClient } from './api-client';

export type SignInReturn = '/register' | '/me' | '/apply-organizer';

export const startLichessSignIn = (returnTo: SignInReturn, client = playerClient) =>
  dataOf(client.POST('/api/auth/lichess/start', { body: { returnTo } }));

/** Starts the sign-in and sends the browser to Lichess. */
export const useLichessSignIn = (
  returnTo: SignInReturn,
  go: (url: string) => void = (u) => window.location.assign(u),
) =>
  useMutation({
    mutationFn: () => startLichessSignIn(returnTo),
    onSuccess: ({ authorizeUrl }) => go(authorizeUrl),
  });

/** The outcome Lichess's sign-in came back with on this page (?lichess=…), if any. */
export function signInOutcome(search: string): { outcome: string; failure: string | null } | null {
  const outcome = new URLSearchParams(search).get('lichess');
  if (!outcome) return null;
  const ok = outcome === 'linked' || outcome === 'proven';
  return { outcome, failure: ok ? null : (LICHESS_SIGN_IN_MESSAGES[outcome] ?? 'Failed to verify Lichess account') };
}
