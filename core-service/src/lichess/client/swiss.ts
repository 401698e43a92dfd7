// Swiss tournaments (always inside a team): create, edit (conditions and password replaced every
// time), read, schedule the next round, terminate.
import type { LichessClient } from './client';
import { LichessError } from './errors';
import { toForm } from './form';
import {
  checkClockTotal,
  checkName,
  conditionFields,
  MANUAL_ROUNDS,
  oneOf,
  SWISS_CLOCK_LIMITS,
  SWISS_ROUND_INTERVALS,
} from './options';
import { parseAnswer, swissSchema } from './schemas';
import type { SwissInput, SwissSummary } from './types';

const NOT_FOUND = 'This Swiss tournament was not found on Lichess.';

function roundInterval(input: SwissInput): number | undefined {
  if (input.manualRounds) return MANUAL_ROUNDS;
  if (input.roundIntervalSeconds === undefined) return undefined;
  return oneOf(input.roundIntervalSeconds, SWISS_ROUND_INTERVALS, 'a round interval', ' s');
}

function swissForm(client: LichessClient, input: SwissInput, create: boolean): URLSearchParams {
  checkClockTotal(input.clock);
  const increment = input.clock.incrementSeconds;
  if (!Number.isInteger(increment) || increment < 0 || increment > 120) {
    throw new LichessError('invalid-input', 'Lichess Swiss increments must be 0 to 120 seconds.');
  }
  if (!Number.isInteger(input.nbRounds) || input.nbRounds < 3 || input.nbRounds > 100) {
    throw new LichessError('invalid-input', 'Lichess Swiss tournaments have 3 to 100 rounds.');
  }
  const future = input.startsAt !== undefined && input.startsAt.getTime() > client.now();
  if (create && input.startsAt && !future)
    throw new LichessError('invalid-input', 'The start time must be in the future.');
  return toForm({
    name: checkName(input.name),
    'clock.limit': oneOf(input.clock.limitSeconds, SWISS_CLOCK_LIMITS, 'a Swiss clock', ' s'),
    'clock.increment': increment,
    nbRounds: input.nbRounds,
    // after the start Lichess refuses a past date: leave it out
    startsAt: future ? input.startsAt : undefined,
    roundInterval: roundInterval(input),
    description: input.description,
    rated: input.rated ?? true,
    password: input.password,
    ...conditionFields(input.conditions),
  });
}

export function swissUrl(client: LichessClient, id: string): string {
  return `${client.baseUrl}/swiss/${encodeURIComponent(id)}`;
}

export function toSwiss(client: LichessClient, body: unknown): SwissSummary {
  const s = parseAnswer(swissSchema, body);
  return {
    kind: 'swiss',
    id: s.id,
    url: swissUrl(client, s.id),
    name: s.name,
    status: s.status,
    startsAt: new Date(s.startsAt),
    round: s.round,
    nbRounds: s.nbRounds,
    nbPlayers: s.nbPlayers,
    ...(s.nextRound ? { nextRoundAt: new Date(s.nextRound.at) } : {}),
    clock: { limitSeconds: s.clock.limit, incrementSeconds: s.clock.increment },
    createdBy: s.createdBy,
    rated: s.rated,
  };
}

/** POST /api/swiss/new/{teamId}: the token owner must lead the team with the tournament permission. */
export async function createSwiss(
  client: LichessClient,
  token: string,
  input: SwissInput,
  teamId = client.teamId,
): Promise<SwissSummary> {
  const form = swissForm(client, input, true);
  const body = await client.json('POST', `/api/swiss/new/${encodeURIComponent(teamId)}`, {
    token,
    form,
    creation: true,
    notFound: `Lichess team "${teamId}" was not found, or the connected account does not lead it.`,
  });
  return toSwiss(client, body);
}

/** POST /api/swiss/{id}/edit: send the full condition set and password every time. */
export async function updateSwiss(
  client: LichessClient,
  token: string,
  id: string,
  input: SwissInput,
): Promise<SwissSummary> {
  const form = swissForm(client, input, false);
  return toSwiss(
    client,
    await client.json('POST', `/api/swiss/${encodeURIComponent(id)}/edit`, { token, form, notFound: NOT_FOUND }),
  );
}

export async function getSwiss(client: LichessClient, id: string, token?: string): Promise<SwissSummary> {
  return toSwiss(
    client,
    await client.json('GET', `/api/swiss/${encodeURIComponent(id)}`, { token, notFound: NOT_FOUND }),
  );
}

/** Start the next round at `at` (switches the Swiss to manual scheduling). */
export async function scheduleNextRound(client: LichessClient, token: string, id: string, at: Date): Promise<void> {
  if (at.getTime() <= client.now())
    throw new LichessError('invalid-input', 'The next round must be scheduled in the future.');
  const form = toForm({ date: at });
  await client.json('POST', `/api/swiss/${encodeURIComponent(id)}/schedule-next-round`, {
    token,
    form,
    notFound: NOT_FOUND,
  });
}

/** Created: deleted on Lichess. Started: ends now with final standings. Finished: nothing happens. */
export async function terminateSwiss(client: LichessClient, token: string, id: string): Promise<void> {
  await client.json('POST', `/api/swiss/${encodeURIComponent(id)}/terminate`, { token, notFound: NOT_FOUND });
}

/** GET /api/team/{teamId}/swiss?createdBy: the team's Swiss tournaments this account created (ND-JSON). */
export async function createdSwisses(
  client: LichessClient,
  teamId: string,
  createdBy: string,
  token?: string,
  max = 50,
): Promise<SwissSummary[]> {
  const rows = await client.stream(`/api/team/${encodeURIComponent(teamId)}/swiss`, {
    token,
    query: { createdBy, max },
    notFound: `Lichess team "${teamId}" was not found.`,
  });
  return rows.map((row) => toSwiss(client, row));
}
