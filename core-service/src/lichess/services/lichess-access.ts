// Who acts on Lichess for a tournament, and the allow-list core keeps in step with approvals.
// A tournament is created with its organizer's Lichess token when they connected one, else with the
// platform token (LICHESS_PLATFORM_TOKEN); later edits use the token of the account that created it.
import { badRequest, serviceUnavailable } from '@chess-portal/service-kit';
import type { ServiceDeps } from '../../shared/deps';
import type { Lichess } from '../client';
import { Registration, type Tournament, type User } from '../../db/models';
import type { LichessSettings } from '../../tournaments/models/tournament';
import type { Executor } from '../../db/knex';
import { organizerLichessToken } from './lichess-token-service';
import { arenaInput, swissInput } from './lichess-settings';

export const CONNECT_LICHESS = 'Connect your Lichess account in your profile before pushing to Lichess';
export const LICHESS_NOT_CONFIGURED = 'Lichess is not configured on this server';

/** ServiceDeps; without config (a Pact state) an organizer's own token is never used, only the platform's. */
export type LichessDeps = Pick<ServiceDeps, 'db' | 'clock'> &
  Partial<Pick<ServiceDeps, 'lichess' | 'logger' | 'config' | 'nudgeOutbox'>>;

/** The organizer's own (decrypted) Lichess token, when they connected their account. */
const ownToken = (deps: LichessDeps, user: User) =>
  deps.config ? organizerLichessToken(deps.config, user, deps.clock) : undefined;

export function lichessOf(deps: LichessDeps): Lichess {
  if (!deps.lichess) throw serviceUnavailable(LICHESS_NOT_CONFIGURED);
  return deps.lichess;
}

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

export const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Adds and removes names (case-insensitively), keeping each name once. */
export function editList(list: string[], change: { add?: string[]; remove?: string[] }): string[] {
  const removed = (name: string) => (change.remove ?? []).some((r) => sameName(r, name));
  const next: string[] = [];
  for (const name of [...list, ...(change.add ?? [])]) {
    if (!removed(name) && !next.some((n) => sameName(n, name))) next.push(name);
  }
  return next;
}

/** Exact-case Lichess names of the approved players of a tournament. */
export async function approvedLichessNames(db: Executor, tournamentId: string): Promise<string[]> {
  const rows = await Registration.query(db)
    .joinRelated('player')
    .where('registrations.tournamentId', tournamentId)
    .where('registrations.paymentStatus', 'approved')
    .whereNotNull('player.lichessUsername')
    .select('player.lichessUsername as name');
  return editList([], { add: (rows as unknown as { name: string }[]).map((r) => r.name.trim()).filter(Boolean) });
}

/**
 * Sends the full allow-list (Lichess replaces every condition on each edit). Lichess has no empty
 * allow-list (none means anyone may join), so an empty list holds only the creating account.
 */
export async function sendAllowList(
  deps: LichessDeps,
  t: Tournament,
  names: string[],
  token: string | undefined,
): Promise<void> {
  const settings = t.lichessSettings;
  if (!settings || !t.lichessTournamentId) return;
  const list = names.length ? names : [settings.createdBy];
  const lichess = lichessOf(deps);
  if (settings.kind === 'swiss') await lichess.updateSwiss(t.lichessTournamentId, swissInput(settings, list), token);
  else await lichess.updateArena(t.lichessTournamentId, arenaInput(settings, list), token);
}

/** Does this tournament still take allow-list edits on Lichess? */
export const syncsAllowList = (t: Tournament) =>
  Boolean(t.lichessTournamentId && t.lichessSettings) && t.status !== 'completed' && t.status !== 'cancelled';
