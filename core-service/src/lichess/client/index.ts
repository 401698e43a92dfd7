// core-service's Lichess client. Every Lichess call goes through here; see client.ts for transport
// (timeouts, 429 back-off) and errors.ts for LichessError. Never imports the database: callers call
// Lichess first and write to the database only once it succeeded (or roll back on LichessError).
import { arenaResults, swissResults } from './results';
import { createArena, createdArenas, getArena, terminateArena, updateArena } from './arena';
import { LichessClient, type LichessClientOptions } from './client';
import { LichessError } from './errors';
import { authorizeUrl, exchangeCode, revokeToken, type AuthorizeParams, type ExchangeParams } from './oauth';
import { createdSwisses, createSwiss, getSwiss, scheduleNextRound, terminateSwiss, updateSwiss } from './swiss';
import { getTeam, isTeamMember, MembershipCache, teamMembers, teamsOf, teamUrl } from './teams';
import type { ArenaInput, SwissInput } from './types';
import { getAccount, getUser, getUsers, verifyUsername } from './users';

export {
  LichessClient,
  withLichessDeadline,
  currentLichessDeadline,
  UNREACHABLE_READ_MS,
  type LichessClientOptions,
  type CallOptions,
} from './client';
export { BUSY_MESSAGE } from './transport';

/** How long a team-membership answer is reused (the wizard polls every 2 s). */
export const MEMBERSHIP_CACHE_MS = 5_000;
export { LichessError, isLichessError, readableLichessError, MESSAGES, type LichessErrorKind } from './errors';
export { readNdjson } from './ndjson';
export { pkceChallenge, pkceVerifier, OAUTH_MESSAGES, type ExchangedToken } from './oauth';
export * from './options';
export { fairPlayWarning } from './users';
export type * from './types';

/** Options from core's parsed environment (LICHESS_URL, LICHESS_TEAM_ID, LICHESS_PLATFORM_TOKEN). */
export function lichessOptionsFromEnv(env: {
  lichessUrl: string;
  lichessTeamId: string;
  lichessPlatformToken?: string;
}): LichessClientOptions {
  return { baseUrl: env.lichessUrl, teamId: env.lichessTeamId, platformToken: env.lichessPlatformToken };
}

export function createLichess(options: LichessClientOptions & { membershipCacheMs?: number }) {
  const client = new LichessClient(options);
  const membership = new MembershipCache(client, options.membershipCacheMs ?? MEMBERSHIP_CACHE_MS);
  /** The organizer's token, else the platform token. */
  const tokenOr = (token?: string): string => {
    const t = token ?? client.platformToken;
    if (!t)
      throw new LichessError(
        'unauthorized',
        'No Lichess account is connected for this action. Please connect one first.',
      );
    return t;
  };
  return {
    client,
    teamId: client.teamId,
    teamUrl: (teamId?: string) => teamUrl(client, teamId),
    getUser: (username: string) => getUser(client, username),
    getUsers: (usernames: string[]) => getUsers(client, usernames),
    verifyUsername: (typed: string) => verifyUsername(client, typed),
    getAccount: (token: string) => getAccount(client, token),
    authorizeUrl: (params: AuthorizeParams) => authorizeUrl(client, params),
    exchangeCode: (params: ExchangeParams) => exchangeCode(client, params),
    revokeToken: (token: string) => revokeToken(client, token),
    teamsOf: (username: string, token?: string) => teamsOf(client, username, token),
    /** Cached briefly per name (MEMBERSHIP_CACHE_MS) unless a token is given or `fresh` is asked for. */
    isTeamMember: (username: string, opts: { teamId?: string; token?: string; fresh?: boolean } = {}) =>
      opts.token
        ? isTeamMember(client, username, opts)
        : membership.isMember(username, opts.teamId, { fresh: opts.fresh }),
    getTeam: (teamId?: string, token?: string) => getTeam(client, teamId, token),
    teamMembers: (teamId?: string, token?: string) => teamMembers(client, teamId, token),
    createArena: (input: ArenaInput, token?: string) => createArena(client, tokenOr(token), input),
    updateArena: (id: string, input: ArenaInput, token?: string) => updateArena(client, tokenOr(token), id, input),
    getArena: (id: string, token?: string) => getArena(client, id, token),
    terminateArena: (id: string, token?: string) => terminateArena(client, tokenOr(token), id),
    arenaResults: (id: string, nb?: number) => arenaResults(client, id, nb),
    createdArenas: (username: string, token?: string) => createdArenas(client, username, token),
    createSwiss: (input: SwissInput, opts: { token?: string; teamId?: string } = {}) =>
      createSwiss(client, tokenOr(opts.token), input, opts.teamId),
    updateSwiss: (id: string, input: SwissInput, token?: string) => updateSwiss(client, tokenOr(token), id, input),
    getSwiss: (id: string, token?: string) => getSwiss(client, id, token),
    scheduleNextRound: (id: string, at: Date, token?: string) => scheduleNextRound(client, tokenOr(token), id, at),
    terminateSwiss: (id: string, token?: string) => terminateSwiss(client, tokenOr(token), id),
    swissResults: (id: string, nb?: number) => swissResults(client, id, nb),
    createdSwisses: (teamId: string, createdBy: string, token?: string) =>
      createdSwisses(client, teamId, createdBy, token),
  };
}

export type Lichess = ReturnType<typeof createLichess>;
