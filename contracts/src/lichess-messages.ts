// Sentences about Lichess that the server says and the browser recognises (a lost token, a sign-in's outcome).
import { waitFor } from './forms/wait';

/** A pushed tournament whose creating Lichess account's token is gone (and the platform cannot act). */
export const CREATOR_NO_LONGER_CONNECTED = 'the Lichess account that created this tournament is no longer connected';

/** Does this error message offer the "here only" path (end, delete or close without Lichess)? */
export const offersHereOnly = (message: string | undefined) =>
  Boolean(message && message.includes(CREATOR_NO_LONGER_CONNECTED));

/** Where "Sign in with Lichess" came back with ?lichess=<outcome>: what to tell the person. */
export const LICHESS_SIGN_IN_MESSAGES: Record<string, string> = {
  taken: 'This Lichess account is already linked to another Chess School Arena account.',
  cancelled: 'Lichess sign-in cancelled. No account was linked.',
  expired: 'This Lichess sign-in has expired or was already used. Please sign in with Lichess again.',
  refused: 'Lichess did not confirm the account. Please sign in with Lichess again.',
  'rate-limited': 'Lichess is rate-limiting us. Please try again in a minute.',
  unavailable: 'Lichess is not responding right now. Please try again shortly.',
};

/** In place of the Lichess link of a tournament the portal terminated there (its page there is of no use). */
export const TERMINATED_ON_LICHESS = 'Terminated on Lichess';

/** The sentence on a tournament's Lichess card once the portal terminated it there. */
export const terminatedOnLichessNote = (status: string) =>
  `This tournament was ${status === 'completed' ? 'closed' : 'ended'} here and terminated on Lichess, so there is nothing left to open there.`;

/** A completed or cancelled tournament is over: views no longer call it live (on Lichess or here). */
export const isTournamentOver = (status: string) => status === 'completed' || status === 'cancelled';

/**
 * A push refused before calling Lichess: the creating account has used up Lichess's daily budget of
 * new tournaments. `platform`: the portal's account (the organizer can connect their own instead).
 */
export function creationBudgetSpent(platform: boolean, retryAfterSeconds: number): string {
  const wait = waitFor(retryAfterSeconds);
  return platform
    ? `Lichess lets the portal's Lichess account create only a limited number of tournaments a day, and today's are used up. Please push again in ${wait}, or connect your own Lichess account in your profile and push with it.`
    : `Lichess lets your Lichess account create only a limited number of tournaments a day, and today's are used up. Please push again in ${wait}.`;
}

/** A registrant whom Lichess last reported outside the tournament's team (the organizer's row, before approving). */
export const notInLichessTeam = (lichessName: string, team: string, swiss: boolean) =>
  `${lichessName} is not a member of the Lichess team "${team}"${swiss ? ', which a Swiss requires' : ''}.`;
