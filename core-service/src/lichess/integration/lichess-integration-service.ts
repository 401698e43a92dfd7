// The legacy manage screen's Lichess integration panel (product.md §2, §5, §7): create the tournament on
// Lichess as an Arena or a Swiss with the panel's own name and clock, and add or remove a player of
// a Swiss. Lichess has no organizer add / remove: adding puts the name on the allow-list (the player
// joins there themselves); removing takes it off, which cannot eject someone who already joined. On a
// paid tournament too it is an allow-list edit, not a registration: no transaction id, no fee recorded,
// and the answer says so (a fee counts once a registration is approved).
import { arenaFormSchema, isPaidEntryFee, PAID_ADD_PLAYER_NOTE, swissFormSchema } from '@chess-portal/contracts';
import { badRequest, forbidden, notFound } from '@chess-portal/service-kit';
import { Tournament, type User } from '../../db/models';
import { lichessOf, type LichessDeps } from '../deps';
import { sameName, syncsAllowList } from '../queue/allow-list-queue';
import { changeAllowList } from '../queue/allow-list-queue';
import { publish, type PushResult } from './lichess-push-service';
import { arenaLengthNote, arenaMinutesFor, lichessDescription, lichessRoundInterval } from './lichess-settings';
import { canManage, loadManagedTournament, NOT_YOUR_TOURNAMENT } from '../../tournaments/services/organizer-access';
import { assertMoneyOpen } from '../../tournaments/services/money-frozen';
import { parseForm } from '../../shared/http/parse-form';

export type ArenaCreateBody = {
  tournamentId: string;
  name: string;
  clockLimit: number;
  clockIncrement: number;
  startTime?: string | null;
  startAtIso?: string | null;
};
export type SwissCreateBody = ArenaCreateBody & { teamSlug: string; nbRounds: number; manualJoin?: boolean };
export type PlayerBody = { lichessId: string; username: string };
export type PlayerResult = { success: boolean; message: string; allowList: string[] };

export const TOURNAMENT_ID_REQUIRED = 'Tournament ID required';

function startOf(body: ArenaCreateBody, t: Tournament): string {
  for (const text of [body.startAtIso, body.startTime]) {
    const date = text ? new Date(text) : undefined;
    if (date && !Number.isNaN(date.getTime())) return date.toISOString();
  }
  if (t.startTime) return t.startTime.toISOString();
  throw badRequest('Start time is required');
}

async function managed(deps: LichessDeps, actor: User, tournamentId: string) {
  if (!tournamentId) throw badRequest(TOURNAMENT_ID_REQUIRED);
  return loadManagedTournament(deps.db, actor, tournamentId);
}

const clockOf = (b: ArenaCreateBody) => ({ limitSeconds: b.clockLimit, incrementSeconds: b.clockIncrement });

/** POST /lichess/arena/create */
export async function createArenaFromPanel(deps: LichessDeps, actor: User, body: ArenaCreateBody): Promise<PushResult> {
  const t = await managed(deps, actor, body.tournamentId);
  parseForm(arenaFormSchema, body);
  const clock = clockOf(body);
  const draft = {
    kind: 'arena' as const,
    name: body.name.trim(),
    clock,
    startsAt: startOf(body, t),
    description: lichessDescription(t.description),
    minutes: arenaMinutesFor(clock),
  };
  return publish(deps, actor, t, draft, (created) => [
    arenaLengthNote(
      created.minutes ?? draft.minutes,
      { startTime: null, endTime: null },
      `${clock.limitSeconds / 60}+${clock.incrementSeconds}`,
    ),
    ...(created.name !== draft.name ? [`Lichess shows it as "${created.name}".`] : []),
  ]);
}

/** POST /lichess/swiss/create */
export async function createSwissFromPanel(deps: LichessDeps, actor: User, body: SwissCreateBody): Promise<PushResult> {
  const t = await managed(deps, actor, body.tournamentId);
  parseForm(swissFormSchema, body);
  const draft = {
    kind: 'swiss' as const,
    name: body.name.trim(),
    clock: clockOf(body),
    startsAt: startOf(body, t),
    description: lichessDescription(t.description),
    nbRounds: body.nbRounds,
    roundIntervalSeconds: lichessRoundInterval(t.roundInterval),
    teamId: body.teamSlug.trim(),
  };
  if (body.manualJoin !== undefined)
    await Tournament.query(deps.db).patch({ manualPairing: body.manualJoin }).findById(t.id);
  return publish(deps, actor, t, draft, (created) =>
    created.name !== draft.name ? [`Lichess shows it as "${created.name}".`] : [],
  );
}

/** The pushed Swiss with this Lichess id, if the acting user manages it. */
async function managedSwiss(deps: LichessDeps, actor: User, lichessId: string): Promise<Tournament> {
  if (!lichessId) throw badRequest(TOURNAMENT_ID_REQUIRED);
  const t = await Tournament.query(deps.db).findOne({ lichessTournamentId: lichessId });
  if (!t) throw notFound('No tournament of ours is linked to this Lichess tournament');
  if (!canManage(actor, t)) throw forbidden(NOT_YOUR_TOURNAMENT);
  if (isPaidEntryFee(t.entryFee)) assertMoneyOpen(t, 'players can no longer be added or removed');
  if (t.lichessType !== 'swiss')
    throw badRequest('Adding and removing players is only available for Swiss tournaments');
  if (!syncsAllowList(t)) throw badRequest('This tournament is over; its players can no longer be changed');
  return t;
}

/** POST /lichess/swiss/add-player: the exact Lichess name goes on the allow-list. */
export async function addSwissPlayer(deps: LichessDeps, actor: User, body: PlayerBody): Promise<PlayerResult> {
  const t = await managedSwiss(deps, actor, body.lichessId);
  const user = await lichessOf(deps).getUser(body.username);
  if (!user || user.closed)
    return {
      success: false,
      message: `Lichess user "${body.username.trim()}" was not found.`,
      allowList: t.lichessAllowList ?? [],
    };
  if ((t.lichessAllowList ?? []).some((n) => sameName(n, user.username))) {
    return {
      success: false,
      message: `${user.username} is already allowed to join.`,
      allowList: t.lichessAllowList ?? [],
    };
  }
  const list = await deps.db.transaction(async (trx) =>
    changeAllowList(deps, trx, await Tournament.query(trx).findById(t.id).forUpdate().throwIfNotFound(), {
      add: [user.username],
    }),
  );
  const team = t.lichessSettings?.teamId;
  const inTeam = team
    ? await lichessOf(deps)
        .isTeamMember(user.username, { teamId: team })
        .catch(() => true)
    : true;
  const teamNote = inTeam
    ? ''
    : ` They are not a member of the team "${team}" yet, and Lichess only lets team members join a Swiss.`;
  return {
    success: true,
    message: `${user.username} can now join the tournament on Lichess (players join it themselves).${teamNote}${isPaidEntryFee(t.entryFee) ? ` ${PAID_ADD_PLAYER_NOTE}` : ''}`,
    allowList: list ?? [],
  };
}

/** DELETE /lichess/swiss/remove-player: off the allow-list (Lichess cannot eject a player who joined). */
export async function removeSwissPlayer(deps: LichessDeps, actor: User, body: PlayerBody): Promise<PlayerResult> {
  const t = await managedSwiss(deps, actor, body.lichessId);
  const name = (t.lichessAllowList ?? []).find((n) => sameName(n, body.username.trim()));
  if (!name)
    return {
      success: false,
      message: `${body.username.trim()} is not on this tournament's allow-list.`,
      allowList: t.lichessAllowList ?? [],
    };
  const list = await deps.db.transaction(async (trx) =>
    changeAllowList(deps, trx, await Tournament.query(trx).findById(t.id).forUpdate().throwIfNotFound(), {
      remove: [name],
    }),
  );
  return {
    success: true,
    message: `${name} can no longer join. Lichess has no way for organizers to remove a player who already joined a Swiss: if they joined, they stay until they withdraw themselves.`,
    allowList: list ?? [],
  };
}
