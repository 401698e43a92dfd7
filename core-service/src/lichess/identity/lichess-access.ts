// Who acts on Lichess for a tournament. Who creates it is tournament-creator.ts (a Swiss: a leader of its
// team); later edits use the token of the account that created it.
import type { LichessSettings, User } from '../../db/models';
import type { LichessDeps } from '../deps';
import { organizerLichessToken } from './lichess-token-service';

export const CONNECT_LICHESS = 'Connect your Lichess account in your profile before pushing to Lichess';

/** The organizer's own (decrypted) Lichess token, when they connected their account. */
const ownToken = (deps: LichessDeps, user: User) =>
  deps.config ? organizerLichessToken(deps.config, user, deps.clock) : undefined;

/** The token of the account that created the tournament on Lichess (the only one that may edit it). */
export function editorToken(
  deps: LichessDeps,
  organizer: User | undefined,
  settings: Pick<LichessSettings, 'createdBy'> | null,
): string | undefined {
  const connected = organizer?.lichessConnectedUsername?.toLowerCase();
  if (organizer && connected && connected === settings?.createdBy.toLowerCase()) return ownToken(deps, organizer);
  return undefined;
}
