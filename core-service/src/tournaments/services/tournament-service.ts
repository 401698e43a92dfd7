// Tournament lists: the public one (players) and the organizer's own (admins see all).
import type { OrganizerTournamentList, PublicTournament, TournamentPage } from '@chess-portal/contracts';
import { badRequest, notFound } from '@chess-portal/service-kit';
import { raw, type QueryBuilder } from 'objection';
import type { Clock } from '../../shared/clock';
import type { Db } from '../../db/knex';
import { Tournament, type User } from '../../db/models';
import { commissionStatuses, registrationCountColumn } from './registration-counts';
import { organizerView, publicView, type TournamentRow } from './tournament-views';
import { JOIN_CLOSES_BEFORE_START_MS } from './time-windows';
import { allowListSyncStates } from '../../lichess/queue/allow-list-queue';
import { isUuid } from '../../shared/http/is-uuid';
import type { ServiceDeps } from '../../service-deps';
import { fetchPage, likePattern, UNPAGED_LIMIT, type PageRequest } from '../../shared/http/paging';

/** With `registrationCount`: the registrations that hold a seat (registration-counts.ts). */
function withRegistrationCount(query: QueryBuilder<Tournament>): QueryBuilder<Tournament> {
  return query.select('tournaments.*', registrationCountColumn());
}

// count() is bigint: a string from pg, a number from PGlite
const counted = (rows: Tournament[]): TournamentRow[] =>
  rows.map((row) => Object.assign(row, { registrationCount: Number((row as TournamentRow).registrationCount) }));

async function fetchRows(query: QueryBuilder<Tournament>): Promise<TournamentRow[]> {
  return counted(await withRegistrationCount(query));
}

export const TOURNAMENT_NOT_FOUND = 'Tournament not found';

/** Tournaments players may see (not cancelled), with what their public view needs of the organizer. */
export function publicTournamentsQuery(db: Db): QueryBuilder<Tournament> {
  return Tournament.query(db)
    .whereNot('status', 'cancelled')
    .withGraphFetched('organizer')
    .modifyGraph('organizer', (q) => q.select('id', 'username', 'upiId', 'paymentQrCodeUrl'));
}

/**
 * GET /tournaments (product.md §7): what the player's dashboard shows, each part bounded.
 * - current: registration, open or live, starting from a day ago on (or without a start), soonest first; paged by
 *   `page` / `limit` (default 50, at most 100);
 * - winners: completed with results, finished within the last `days` (default 30, at most 365), newest first,
 *   at most `winners` (default 3, at most 10).
 * Their `results` carry the podium only (PODIUM rows), as in every public list.
 */
export const DASHBOARD_LIST = {
  defaultLimit: 50,
  maxLimit: 100,
  defaultWinners: 3,
  maxWinners: 10,
  defaultDays: 30,
  maxDays: 365,
  /** a started tournament stays among the current ones this long after its start */
  startedGraceMs: 24 * 60 * 60_000,
} as const;

/** Rows of `results` a public list carries: the podium. */
export const PODIUM = 3;

export type DashboardListFilter = { page?: number; limit?: number; winners?: number; days?: number };

export type DashboardList = {
  tournaments: PublicTournament[];
  /** instants (ms) at which a member leaves the list by time alone (the first instant it is out) */
  leavesAt: number[];
};

/** A finished tournament's instant: its end, else its start, else its creation. */
const FINISHED_AT = 'coalesce(tournaments.end_time, tournaments.start_time, tournaments.created_at)';
/** completed with results: the predicate of the index tournaments_winners_idx (same text, so it is used) */
const HAS_WINNERS =
  "tournaments.status = 'completed' and jsonb_typeof(tournaments.results) = 'array' and tournaments.results <> '[]'::jsonb";

/** The columns a public view shows, its results cut to the podium in the database. */
function publicListColumns(query: QueryBuilder<Tournament>): QueryBuilder<Tournament> {
  return query.select(
    ...PUBLIC_COLUMNS.map((c) => `tournaments.${c}`),
    raw(`jsonb_path_query_array(tournaments.results, '$[0 to ${PODIUM - 1}]') as results`),
    registrationCountColumn(),
  );
}

const PUBLIC_COLUMNS = [
  'id',
  'name',
  'description',
  'format',
  'timeControl',
  'system',
  'maxPlayers',
  'entryFee',
  'prizePool',
  'startTime',
  'endTime',
  'status',
  'organizerId',
  'lichessTeamSlug',
  'rounds',
  'currentRound',
  'roundInterval',
  'lichessIntegration',
  'lichessType',
  'lichessTournamentId',
  'lichessUrl',
  'manualPairing',
  'resultsLastFetched',
  'createdAt',
  'qrCode',
] as const;

/**
 * `membersRead(ids)` runs between finding the members and reading their views (the read model reads their
 * versions there, so a write after it outdates the answer).
 */
export async function listDashboardTournaments(
  { db, clock }: Pick<ServiceDeps, 'db' | 'clock'>,
  filter: DashboardListFilter = {},
  membersRead: (ids: string[]) => Promise<unknown> = async () => undefined,
): Promise<DashboardList> {
  const now = clock.now();
  const limit = filter.limit ?? DASHBOARD_LIST.defaultLimit;
  const page = filter.page ?? 1;
  const winners = filter.winners ?? DASHBOARD_LIST.defaultWinners;
  const days = filter.days ?? DASHBOARD_LIST.defaultDays;
  const startedSince = new Date(now.getTime() - DASHBOARD_LIST.startedGraceMs);
  const finishedSince = new Date(now.getTime() - days * 24 * 60 * 60_000);
  const current = (await Tournament.query(db)
    .select('id')
    .whereIn('status', ['registration', 'open', 'live'])
    .where((q) => q.whereNull('startTime').orWhere('startTime', '>=', startedSince))
    .orderBy('startTime', 'asc', 'last')
    .orderBy('id', 'asc')
    .limit(limit)
    .offset((page - 1) * limit)) as Pick<Tournament, 'id'>[];
  const won = winners
    ? ((await Tournament.query(db)
        .select('id')
        .whereRaw(HAS_WINNERS)
        .whereRaw(`${FINISHED_AT} >= ?`, [finishedSince])
        .orderByRaw(`${FINISHED_AT} desc, tournaments.id desc`)
        .limit(winners)) as Pick<Tournament, 'id'>[])
    : [];
  const ids = [...current, ...won].map((t) => t.id);
  await membersRead(ids);
  if (!ids.length) return { tournaments: [], leavesAt: [] };
  const rows = counted(await publicListColumns(publicTournamentsQuery(db)).whereIn('tournaments.id', ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const window = now.getTime() - finishedSince.getTime();
  const tournaments: PublicTournament[] = [];
  const leavesAt: number[] = [];
  ids.forEach((id, i) => {
    const row = byId.get(id);
    if (!row) return; // cancelled or deleted in between: the list's version moved with it
    tournaments.push(publicView(row, now));
    if (i < current.length) {
      if (row.startTime) leavesAt.push(row.startTime.getTime() + DASHBOARD_LIST.startedGraceMs + 1);
    } else leavesAt.push((row.endTime ?? row.startTime ?? row.createdAt).getTime() + window + 1);
  });
  return { tournaments, leavesAt };
}

/** Public views of the given tournaments, by id; their results cut to the podium unless `full` (one tournament's page). */
export async function publicTournamentsById(
  db: Db,
  clock: Clock,
  ids: string[],
  { full = false } = {},
): Promise<Map<string, PublicTournament>> {
  if (!ids.length) return new Map();
  const query = publicTournamentsQuery(db).whereIn('tournaments.id', ids);
  const rows = full ? await fetchRows(query) : counted(await publicListColumns(query));
  const now = clock.now();
  return new Map(rows.map((row) => [row.id, publicView(row, now)]));
}

/** One public view; 400 for a malformed id, 404 when missing or cancelled. */
export async function getPublicTournament(
  { db, clock }: Pick<ServiceDeps, 'db' | 'clock'>,
  id: string,
): Promise<PublicTournament> {
  if (!isUuid(id)) throw badRequest('Invalid tournament id');
  const view = (await publicTournamentsById(db, clock, [id], { full: true })).get(id);
  if (!view) throw notFound(TOURNAMENT_NOT_FOUND);
  return view;
}

export type BrowseFilter = PageRequest & {
  scope?: 'upcoming' | 'past';
  q?: string;
  fee?: 'free' | 'paid';
  format?: Tournament['format'];
  from?: Date;
  to?: Date;
};

/**
 * One page of public tournaments, filtered and ordered in the database. Upcoming: still
 * taking registrations with the join window open, soonest first. Past: started or completed, latest first.
 * With `keep`, the page's total is kept there (no count of every past tournament on every page).
 */
/**
 * Where a browse total can be kept (the read model): `key` names the filter, `count` counts it and `turnsAt` says
 * when it next changes with no write (a tournament passing into the past, or out of the upcoming ones).
 */
export type KeepBrowseTotal = (
  key: string,
  count: () => Promise<number>,
  turnsAt: () => Promise<number | null>,
) => Promise<number>;

/**
 * The next instant a browse scope's membership turns by time alone (ms), or null: past gains a tournament at its
 * start; upcoming loses one when its join window closes. Read from the (start_time, id) index, from now on.
 */
async function nextScopeTurn(db: Db, scope: BrowseFilter['scope'], now: Date): Promise<number | null> {
  if (scope === 'past') {
    const next = (await Tournament.query(db)
      .select('startTime')
      .where('startTime', '>', now)
      .whereNotIn('status', ['cancelled', 'live', 'completed'])
      .orderBy('startTime')
      .first()) as Pick<Tournament, 'startTime'> | undefined;
    return next?.startTime ? next.startTime.getTime() : null;
  }
  if (scope === 'upcoming') {
    const next = (await Tournament.query(db)
      .select('startTime')
      .where('startTime', '>', new Date(now.getTime() + JOIN_CLOSES_BEFORE_START_MS))
      .whereIn('status', ['registration', 'open'])
      .orderBy('startTime')
      .first()) as Pick<Tournament, 'startTime'> | undefined;
    return next?.startTime ? next.startTime.getTime() - JOIN_CLOSES_BEFORE_START_MS : null;
  }
  return null;
}

export async function browsePublicTournaments(
  { db, clock }: Pick<ServiceDeps, 'db' | 'clock'>,
  filter: BrowseFilter,
  keep?: KeepBrowseTotal,
): Promise<TournamentPage> {
  const now = clock.now();
  const query = publicTournamentsQuery(db);
  // upcoming: still joinable, so no earlier than the instant the join window closes (product.md §4)
  if (filter.scope === 'upcoming')
    query
      .where('startTime', '>', new Date(now.getTime() + JOIN_CLOSES_BEFORE_START_MS))
      .whereIn('status', ['registration', 'open']);
  if (filter.scope === 'past')
    query.where((q) => q.where('startTime', '<=', now).orWhereIn('status', ['live', 'completed']));
  if (filter.q) query.where('name', 'ilike', likePattern(filter.q));
  if (filter.fee === 'free') query.where('entryFee', '=', 0);
  if (filter.fee === 'paid') query.where('entryFee', '>', 0);
  if (filter.format) query.where('format', filter.format);
  if (filter.from) query.where('startTime', '>=', filter.from);
  if (filter.to) query.where('startTime', '<', filter.to);
  const direction = filter.scope === 'past' ? 'desc' : 'asc';
  query.orderBy('startTime', direction, 'last').orderBy('tournaments.id', direction);
  // the total of a scope and start range is kept while no tournament is added, removed, or changes status or start
  // (their writes bump 'tournaments:list') and until the scope turns by time; a name, fee or format filter counts
  const keptKey =
    keep && !filter.q && !filter.fee && !filter.format
      ? [filter.scope ?? 'all', filter.from?.toISOString() ?? '', filter.to?.toISOString() ?? ''].join('|')
      : null;
  const { rows, paging } = await fetchPage(publicListColumns(query), filter, {
    total: keep && keptKey ? (count) => keep(keptKey, count, () => nextScopeTurn(db, filter.scope, now)) : undefined,
  });
  return { items: counted(rows).map((row) => publicView(row, now)), paging };
}

export type OrganizerListFilter = PageRequest & {
  q?: string;
  status?: Tournament['status'];
  fee?: 'free' | 'paid';
  format?: Tournament['format'];
  sort?: 'newest' | 'start';
};

/** The organizer's own tournaments (an admin sees all); the first UNPAGED_LIMIT when no page or limit is asked (product.md §7). */
export async function listOrganizerTournaments(
  db: Db,
  actingUser: User,
  filter: OrganizerListFilter = {},
): Promise<OrganizerTournamentList> {
  const query = Tournament.query(db);
  if (actingUser.role !== 'admin') query.where('organizerId', actingUser.id);
  if (filter.q) query.where('name', 'ilike', likePattern(filter.q));
  if (filter.status) query.where('status', filter.status);
  if (filter.fee === 'free') query.where('entryFee', '=', 0);
  if (filter.fee === 'paid') query.where('entryFee', '>', 0);
  if (filter.format) query.where('format', filter.format);
  if (filter.sort === 'start') query.orderBy('startTime', 'asc', 'last');
  query.orderBy('createdAt', 'desc').orderBy('tournaments.id', 'desc');
  const { rows, paging } = await fetchPage(withRegistrationCount(query), filter, { unpagedLimit: UNPAGED_LIMIT });
  const sync = await allowListSyncStates(db, rows);
  const commission = await commissionStatuses(
    db,
    rows.map((t) => t.id),
  );
  return {
    tournaments: counted(rows).map((t) => organizerView(t, sync.get(t.id), commission.get(t.id))),
    paging,
  };
}
