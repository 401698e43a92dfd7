// Who acts on Lichess for a tournament. A tournament is created with its organizer's Lichess token when
// they connected one, else with the platform token (LICHESS_PLATFORM_TOKEN); later edits use the token of
// the account that created it.
import { badRequest } from '@chess-portal/service-kit';
import type { LichessSettings, User } from '../../db/models';
import { lichessOf, type LichessDeps } from '../deps';
import { organizerLichessToken } from './lichess-token-service';

export const CONNECT_LICHESS = 'Connect your Lichess account in your profile before pushing to Lichess';

/** The organizer's own (decrypted) Lichess token, when they connected their account. */
const ownToken = (deps: LichessDeps, user: User) =>
  deps.config ? organizerLichessToken(deps.config, user, deps.clock) : undefined;

/** The token to create with: the organizer's, else undefined (the client uses the platform token). */
export function creatorToken(deps: LichessDeps, organizer: User | undefined): string | undefined {
  const own = organizer ? ownToken(deps, organizer) : undefined;
  if (!own && !lichessOf(deps).client.platformToken) throw badRequest(CONNECT_LICHESS);
  return own;
}

/** The token of the account that created the tournament on Lichess (the only one that may edit it). */
export function editorToken(
  deps: LichessDeps,
  organizer: User | undefined,
  settings: LichessSettings | null,
): string | undefined {
  const connected = organizer?.lichessConnectedUsername?.toLowerCase();
  if (organizer && connected && connected === settings?.createdBy.toLowerCase()) return ownToken(deps, organizer);
  return undefined;
}
