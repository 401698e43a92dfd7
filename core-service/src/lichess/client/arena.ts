// Arena tournaments: create (with the allow-list of approved players), update (full condition set),
// read, terminate. The Arena form counts its clock in minutes; we take seconds like everywhere else.
import type { LichessClient } from './client';
import { LichessError } from './errors';
import { toForm } from './form';
import {
  ARENA_CLOCK_MINUTES,
  ARENA_INCREMENTS,
  ARENA_MINUTES,
  checkClockTotal,
  checkName,
  conditionFields,
  oneOf,
} from './options';
import { arenaSchema, parseAnswer } from './schemas';
import type { ArenaInput, ArenaSummary } from './types';

const WRITE_NOT_FOUND = 'This Arena was not found on Lichess.';

function checkDuration(minutes: number, clockMinutes: number, increment: number): void {
  const games = (minutes * 60) / (96 * clockMinutes + 48 * increment + 15);
  if (games < 3) throw new LichessError('invalid-input', 'Increase tournament duration, or decrease game clock.');
  if (games > 150) throw new LichessError('invalid-input', 'Reduce tournament duration, or increase game clock.');
}

function arenaForm(client: LichessClient, input: ArenaInput, create: boolean): URLSearchParams {
  checkClockTotal(input.clock);
  const clockSeconds = oneOf(
    input.clock.limitSeconds,
    ARENA_CLOCK_MINUTES.map((m) => m * 60),
    'an Arena clock',
    ' s',
  );
  const increment = oneOf(input.clock.incrementSeconds, ARENA_INCREMENTS, 'an Arena increment', ' s');
  const minutes = oneOf(input.minutes, ARENA_MINUTES, 'an Arena duration', ' min');
  checkDuration(minutes, clockSeconds / 60, increment);
  const future = input.startsAt.getTime() > client.now();
  if (create && !future) throw new LichessError('invalid-input', 'The start time must be in the future.');
  return toForm({
    name: checkName(input.name),
    clockTime: clockSeconds / 60,
    clockIncrement: increment,
    minutes,
    startDate: future ? input.startsAt : undefined,
    description: input.description,
    rated: input.rated ?? true,
    password: input.password,
    ...conditionFields(input.conditions),
    'conditions.teamMember.teamId': create ? input.teamMember : undefined,
  });
}

export function arenaUrl(client: LichessClient, id: string): string {
  return `${client.baseUrl}/tournament/${encodeURIComponent(id)}`;
}

export function toArena(client: LichessClient, body: unknown): ArenaSummary {
  const a = parseAnswer(arenaSchema, body);
  return {
    kind: 'arena',
    id: a.id,
    url: arenaUrl(client, a.id),
    name: a.fullName,
    status: a.isFinished ? 'finished' : a.isStarted ? 'started' : 'created',
    startsAt: new Date(a.startsAt),
    minutes: a.minutes,
    clock: { limitSeconds: a.clock.limit, incrementSeconds: a.clock.increment },
    nbPlayers: a.nbPlayers,
    createdBy: a.createdBy ?? '',
    rated: a.rated ?? true,
    ...(a.allowList ? { allowList: a.allowList } : {}),
    ...(a.teamMember ? { teamMember: a.teamMember } : {}),
  };
}

/** POST /api/tournament with the organizer's (or platform) token (scope tournament:write). */
export async function createArena(client: LichessClient, token: string, input: ArenaInput): Promise<ArenaSummary> {
  const form = arenaForm(client, input, true);
  return toArena(client, await client.json('POST', '/api/tournament', { token, form, creation: true }));
}

/**
 * POST /api/tournament/{id}: Lichess replaces every condition with what is sent (teamMember aside),
 * so pass the full allow-list each time. Players dropped from it are withdrawn before the start.
 */
export async function updateArena(
  client: LichessClient,
  token: string,
  id: string,
  input: ArenaInput,
): Promise<ArenaSummary> {
  const form = arenaForm(client, input, false);
  const body = await client.json('POST', `/api/tournament/${encodeURIComponent(id)}`, {
    token,
    form,
    notFound: WRITE_NOT_FOUND,
  });
  return toArena(client, body);
}

export async function getArena(client: LichessClient, id: string, token?: string): Promise<ArenaSummary> {
  return toArena(
    client,
    await client.json('GET', `/api/tournament/${encodeURIComponent(id)}`, { token, notFound: WRITE_NOT_FOUND }),
  );
}

/** Created: deleted on Lichess (later reads 404). Started: finishes. Finished: nothing happens. */
export async function terminateArena(client: LichessClient, token: string, id: string): Promise<void> {
  await client.json('POST', `/api/tournament/${encodeURIComponent(id)}/terminate`, {
    token,
    notFound: WRITE_NOT_FOUND,
  });
}

/**
 * GET /api/user/{username}/tournament/created: the Arenas this account created, newest start first
 * (ND-JSON; the list shape, read like the info view). Used to find a push whose answer was lost.
 */
export async function createdArenas(
  client: LichessClient,
  username: string,
  token?: string,
  nb = 50,
): Promise<ArenaSummary[]> {
  const rows = await client.stream(`/api/user/${encodeURIComponent(username)}/tournament/created`, {
    token,
    query: { nb },
    notFound: `Lichess user "${username}" was not found.`,
  });
  return rows.map((row) => toArena(client, row));
}
