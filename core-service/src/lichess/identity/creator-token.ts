// Which token may end a pushed tournament on Lichess. Lichess lets only the creating account terminate
// it (ENDPOINTS.md, terminate: "creator only"). When that account's token is gone (disconnected,
// expired, unreadable, or another account connected since), the platform token is tried when the
// platform account leads the tournament's team; otherwise, or when Lichess refuses it too, the
// organizer is told exactly that and may end the tournament here only.
import { conflict } from '@chess-portal/service-kit';
import { CREATOR_NO_LONGER_CONNECTED } from '@chess-portal/contracts';
import type { HttpError } from '@chess-portal/service-kit';
import { isLichessError } from '../client';
import type { Tournament, User } from '../../db/models';
import { lichessOf, type LichessDeps } from '../deps';
import { organizerLichessToken } from './lichess-token-service';

export type CreatorToken =
  | { kind: 'creator'; token: string | undefined }
  | { kind: 'platform-leader'; token: string | undefined }
  | { kind: 'gone' };

/** The organizer's own token when it is still the creator's and readable; undefined otherwise. */
function ownCreatorToken(deps: LichessDeps, organizer: User | undefined, createdBy: string): string | undefined {
  const connected = organizer?.lichessConnectedUsername?.toLowerCase();
  if (!organizer || !deps.config || connected !== createdBy.toLowerCase()) return undefined;
  try {
    return organizerLichessToken(deps.config, organizer, deps.clock);
  } catch {
    return undefined; // expired or unreadable: gone as well
  }
}

/** The platform account's name and whether it leads `teamId` (asked on Lichess). */
async function platformAccount(deps: LichessDeps, teamId: string): Promise<{ name: string; leads: boolean } | null> {
  const lichess = lichessOf(deps);
  const platform = deps.config?.lichessPlatformToken ?? lichess.client.platformToken;
  if (!platform) return null;
  const account = await lichess.getAccount(platform);
  const team = await lichess.getTeam(teamId);
  return { name: account.username, leads: team.leaders.some((l) => l.toLowerCase() === account.id) };
}

export async function creatorTokenFor(
  deps: LichessDeps,
  organizer: User | undefined,
  t: Tournament,
): Promise<CreatorToken> {
  const settings = t.lichessSettings;
  if (!settings) return { kind: 'creator', token: undefined }; // linked by hand: the platform's, as before
  const own = ownCreatorToken(deps, organizer, settings.createdBy);
  if (own) return { kind: 'creator', token: own };
  const platform = await platformAccount(deps, settings.teamId ?? lichessOf(deps).teamId);
  if (platform && platform.name.toLowerCase() === settings.createdBy.toLowerCase())
    return { kind: 'creator', token: undefined };
  if (platform?.leads) return { kind: 'platform-leader', token: undefined };
  return { kind: 'gone' };
}

/** Lichess refused a token that is not the creator's (303 / 401 / 403, or Swiss's "Permission denied"). */
export const refusedAsNotCreator = (err: unknown) =>
  isLichessError(err, 'forbidden') ||
  isLichessError(err, 'unauthorized') ||
  (isLichessError(err, 'rejected') && /Permission denied/i.test(err.message));

/** 409: what happened, and what the organizer can do instead. */
export function creatorGone(action: 'end' | 'delete' | 'close'): HttpError {
  return conflict(
    `This tournament cannot be ${action === 'delete' ? 'deleted' : action === 'end' ? 'ended' : 'closed'} on Lichess: ${CREATOR_NO_LONGER_CONNECTED}. You can ${action} it here only.`,
  );
}
