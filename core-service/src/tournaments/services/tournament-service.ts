// Tournament lists: the public one (players) and the organizer's own (admins see all).
import type { OrganizerTournamentList, PublicTournament, TournamentPage } from '@chess-portal/contracts';
import { badRequest, notFound } from '@chess-portal/service-kit';
import type { QueryBuilder } from 'objection';
import type { Clock } from '../../shared/clock';
import type { Db } from '../../db/knex';
import { INACTIVE_PAYMENT_STATUSES, Tournament, type User } from '../../db/models';
import { organizerView, publicView, type TournamentRow } from './tournament-views';
import { JOIN_CLOSES_BEFORE_START_MS } from './time-windows';
import { allowListSyncStates } from '../../lichess/queue/allow-list-queue';
import { isUuid } from '../../shared/http/is-uuid';
import type { ServiceDeps } from '../../service-deps';
import { fetchPage, likePattern, type PageRequest } from '../../shared/http/paging';

/** Registrations that hold a place: everything except rejected ones. */
function withRegistrationCount(query: QueryBuilder<Tournament>): QueryBuilder<Tournament> {
  return query.select(
    'tournaments.*',
    Tournament.relatedQuery('registrations')
      .whereNotIn('paymentStatus', INACTIVE_PAYMENT_STATUSES)
      .count()
      .as('registrationCount'),
  );
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

export async function listPublicTournaments({
  db,
  clock,
}: Pick<ServiceDeps, 'db' | 'clock'>): Promise<PublicTournament[]> {
  const rows = await fetchRows(
    publicTournamentsQuery(db).orderBy('startTime', 'asc', 'last').orderBy('createdAt', 'asc'),
  );
  const now = clock.now();
  return rows.map((row) => publicView(row, now));
}

/** Public views of the given tournaments, by id. */
export async function publicTournamentsById(
  db: Db,
  clock: Clock,
  ids: string[],
): Promise<Map<string, PublicTournament>> {
  if (!ids.length) return new Map();
  const rows = await fetchRows(publicTournamentsQuery(db).whereIn('tournaments.id', ids));
  const now = clock.now();
  return new Map(rows.map((row) => [row.id, publicView(row, now)]));
}

/** One public view; 400 for a malformed id, 404 when missing or cancelled. */
export async function getPublicTournament(
  { db, clock }: Pick<ServiceDeps, 'db' | 'clock'>,
  id: string,
): Promise<PublicTournament> {
  if (!isUuid(id)) throw badRequest('Invalid tournament id');
  const view = (await publicTournamentsById(db, clock, [id])).get(id);
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
 */
export async function browsePublicTournaments(
  { db, clock }: Pick<ServiceDeps, 'db' | 'clock'>,
  filter: BrowseFilter,
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
  const { rows, paging } = await fetchPage(withRegistrationCount(query), filter);
  return { items: counted(rows).map((row) => publicView(row, now)), paging };
}

export type OrganizerListFilter = PageRequest & {
  q?: string;
  status?: Tournament['status'];
  fee?: 'free' | 'paid';
  format?: Tournament['format'];
  sort?: 'newest' | 'start';
};

/** The organizer's own tournaments (an admin sees all); every one when no page or limit is asked (product.md §7). */
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
  const { rows, paging } = await fetchPage(withRegistrationCount(query), filter, { everyRowByDefault: true });
  const sync = await allowListSyncStates(db, rows);
  return { tournaments: counted(rows).map((t) => organizerView(t, sync.get(t.id))), paging };
}
