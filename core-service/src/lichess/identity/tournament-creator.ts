// Which Lichess account creates a tournament on Lichess, and why (docs/lichess.md "Who creates a tournament").
// An Arena is created with the organizer's own token when they connected one, else with the platform token.
// A Swiss lives in a team and only the team's leaders may create one there, so it is created with the
// organizer's token only when their account leads the Swiss's team; otherwise with the platform token
// (the platform account is configured as a leader of the school team). The organizer's Lichess card shows
// the same choice before the push (with the team's leaders as Lichess last said them, kept TEAM_LEADERS_TTL_MS).
import { badRequest } from '@chess-portal/service-kit';
import type { Lichess } from '../client';
import type { User } from '../../db/models';
import { lichessOf, type LichessDeps } from '../deps';
import { CONNECT_LICHESS } from './lichess-access';
import { organizerLichessToken } from './lichess-token-service';

export type CreatorChoice = {
  /** own: the organizer's connected account; platform: the portal's account; none: neither can */
  account: 'own' | 'platform' | 'none';
  username: string | null;
  reason: string;
  /** the token to create with (undefined: the platform's, which the client sends by default) */
  token: string | undefined;
};

/** How long the card keeps a team's leaders before asking Lichess again. */
export const TEAM_LEADERS_TTL_MS = 5 * 60_000;

/** The platform account's name is kept longer: it changes only with LICHESS_PLATFORM_TOKEN. */
export const PLATFORM_NAME_TTL_MS = 60 * 60_000;

/**
 * How many Lichess reads the card may spend (the organizer's page costs at most one Lichess call a view); a value
 * neither kept nor affordable makes the choice unknown for this view (LookupsSpent).
 */
export type Lookups = { left: number };
export class LookupsSpent extends Error {}
const spend = (lookups: Lookups | undefined) => {
  if (!lookups) return;
  if (lookups.left <= 0) throw new LookupsSpent('no Lichess call left for this view');
  lookups.left -= 1;
};

type Kept<T> = { value: T; at: number };
const kept = new WeakMap<Lichess, { leaders: Map<string, Kept<string[]>>; platform?: Kept<string> }>();
function keptOf(lichess: Lichess) {
  let k = kept.get(lichess);
  if (!k) kept.set(lichess, (k = { leaders: new Map() }));
  return k;
}

/** The team's leaders (lowercased ids); `fresh` asks Lichess, else an answer younger than the TTL is used. */
async function teamLeaders(deps: LichessDeps, teamId: string, fresh: boolean, lookups?: Lookups): Promise<string[]> {
  const lichess = lichessOf(deps);
  const k = keptOf(lichess);
  const now = deps.clock.now().getTime();
  const known = k.leaders.get(teamId);
  if (!fresh && known && now - known.at < TEAM_LEADERS_TTL_MS) return known.value;
  spend(lookups);
  const team = await lichess.getTeam(teamId);
  const leaders = team.leaders.map((l) => l.toLowerCase());
  k.leaders.set(teamId, { value: leaders, at: now });
  return leaders;
}

const platformToken = (deps: LichessDeps) => deps.config?.lichessPlatformToken ?? lichessOf(deps).client.platformToken;

/** The platform account's Lichess name (asked once per TTL); only when a platform token is configured. */
async function platformName(deps: LichessDeps, fresh: boolean, lookups?: Lookups): Promise<string> {
  const lichess = lichessOf(deps);
  const token = platformToken(deps)!;
  const k = keptOf(lichess);
  const now = deps.clock.now().getTime();
  if (!fresh && k.platform && now - k.platform.at < PLATFORM_NAME_TTL_MS) return k.platform.value;
  spend(lookups);
  const name = (await lichess.getAccount(token)).username;
  k.platform = { value: name, at: now };
  return name;
}

const portalAccount = (name: string | null) =>
  name ? `the portal's Lichess account ${name}` : "the portal's Lichess account";

/**
 * Who creates `kind` for `organizer`: for a Swiss in `teamId`, the organizer's account when it leads the team,
 * else the platform's. Throws TOKEN_EXPIRED / TOKEN_UNREADABLE (400) for an organizer token that cannot be used.
 * `fresh`: read the team's leaders from Lichess now (a push), rather than the kept answer (the card).
 */
export async function chooseCreator(
  deps: LichessDeps,
  organizer: User | undefined,
  kind: 'arena' | 'swiss',
  teamId: string | undefined,
  { fresh, lookups, names = true }: { fresh: boolean; lookups?: Lookups; names?: boolean },
): Promise<CreatorChoice> {
  // the push needs only the token: the platform account's name is not asked for it (before the creation budget)
  const platformLabel = async () => (names ? platformName(deps, fresh, lookups) : null);
  const own = organizer && deps.config ? organizerLichessToken(deps.config, organizer, deps.clock) : undefined;
  const ownName = own ? (organizer?.lichessConnectedUsername ?? null) : null;
  const hasPlatform = Boolean(platformToken(deps));
  if (!own && !hasPlatform) return { account: 'none', username: null, reason: CONNECT_LICHESS, token: undefined };
  if (kind === 'arena' || !teamId) {
    if (own)
      return {
        account: 'own',
        username: ownName,
        reason: `Your connected Lichess account ${ownName} will create it.`,
        token: own,
      };
    const platform = await platformLabel();
    return {
      account: 'platform',
      username: platform,
      reason: `You have not connected a Lichess account, so ${portalAccount(platform)} will create it.`,
      token: undefined,
    };
  }
  if (own && ownName) {
    const leaders = await teamLeaders(deps, teamId, fresh, lookups);
    if (leaders.includes(ownName.toLowerCase()))
      return {
        account: 'own',
        username: ownName,
        reason: `Your Lichess account ${ownName} leads the team "${teamId}", so it will create this Swiss there.`,
        token: own,
      };
    const platform = hasPlatform ? await platformLabel() : null;
    if (hasPlatform)
      return {
        account: 'platform',
        username: platform,
        reason: `Your Lichess account ${ownName} does not lead the team "${teamId}", and only its leaders can create a Swiss there, so ${portalAccount(platform)} will create it.`,
        token: undefined,
      };
    return {
      account: 'none',
      username: null,
      reason: `Your Lichess account ${ownName} does not lead the team "${teamId}", and only its leaders can create a Swiss there. Ask a leader of the team to make your account a leader, or create the Swiss in a team you lead.`,
      token: undefined,
    };
  }
  const platform = await platformLabel();
  return {
    account: 'platform',
    username: platform,
    reason: `You have not connected a Lichess account, so ${portalAccount(platform)} will create this Swiss in the team "${teamId}".`,
    token: undefined,
  };
}

/** The push's choice: the token to create with, or 400 with the card's sentence when no account can. */
export async function creatorForPush(
  deps: LichessDeps,
  organizer: User | undefined,
  kind: 'arena' | 'swiss',
  teamId: string | undefined,
): Promise<CreatorChoice> {
  const choice = await chooseCreator(deps, organizer, kind, teamId, { fresh: true, names: false });
  if (choice.account === 'none') throw badRequest(choice.reason);
  return choice;
}
