// Checking a Lichess username someone typed (registration wizard, profile, organizer application):
// it must exist, be open, and match the exact case Lichess shows. Lichess is asked before anything
// is written, so a failed or refused check changes nothing.
import type { LichessProfile } from '@chess-portal/contracts';
import { badRequest, serviceUnavailable } from '@chess-portal/service-kit';
import type { Lichess, LichessUser } from '../client';

export const LICHESS_NOT_CONFIGURED = 'Lichess is not configured on this server';

/** core's Lichess client; 503 when the app was built without one. */
export function lichessFor(deps: { lichess?: Lichess }): Lichess {
  if (!deps.lichess) throw serviceUnavailable(LICHESS_NOT_CONFIGURED);
  return deps.lichess;
}

/** The Lichess account for exactly this name, or 400 with Lichess-style sentences ("... was not found."). */
export async function verifiedLichessUser(lichess: Lichess, typed: string): Promise<LichessUser> {
  const check = await lichess.verifyUsername(typed);
  if (check.status !== 'ok') throw badRequest(check.message);
  return check.user;
}

/** The rating shown for a player: rapid, else blitz, else classical. */
export function ratingOf(user: LichessUser): number | null {
  return user.ratings.rapid?.rating ?? user.ratings.blitz?.rating ?? user.ratings.classical?.rating ?? null;
}

export function toLichessProfile(user: LichessUser): LichessProfile {
  return { id: user.id, username: user.username, title: user.title ?? null, rating: ratingOf(user) };
}

/** The user's fields after linking a verified Lichess account. */
export function linkedLichessFields(user: LichessUser, teamVerified: boolean) {
  return { lichessUsername: user.username, lichessVerified: true, lichessRating: ratingOf(user), teamVerified };
}
