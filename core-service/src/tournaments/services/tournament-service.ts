// Tournament lists: the public one (players) and the organizer's own (admins see all).
import type { OrganizerTournament, PublicTournament } from '@chess-portal/contracts';
import { badRequest, notFound } from '@chess-portal/service-kit';
import type { QueryBuilder } from 'objection';
import type { Clock } from '../../shared/clock';
import type { Db } from '../../db/knex';
import { INACTIVE_PAYMENT_STATUSES, Tournament, type User } from '../../db/models';
import { organizerView, publicView, type TournamentRow } from './tournament-views';
import { isUuid } from '../../shared/http/is-uuid';
import type { ServiceDeps } from '../../shared/deps';

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

async function fetchRows(query: QueryBuilder<Tournament>): Promise<TournamentRow[]> {
  const rows = await withRegistrationCount(query);
  // count() is bigint: a string from pg, a number from PGlite
  return rows.map((row) => Object.assign(row, { registrationCount: Number((row as TournamentRow).registrationCount) }));
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

export async function listOrganizerTournaments(db: Db, actingUser: User): Promise<OrganizerTournament[]> {
  const query = Tournament.query(db).orderBy('createdAt', 'desc');
  if (actingUser.role !== 'admin') query.where('organizerId', actingUser.id);
  const rows = await fetchRows(query);
  return rows.map(organizerView);
}
