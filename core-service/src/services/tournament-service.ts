// Tournament lists: the public one (players) and the organizer's own (admins see all).
import type { OrganizerTournament, PublicTournament } from '@chess-portal/contracts';
import type { QueryBuilder } from 'objection';
import type { Clock } from '../clock';
import type { Db } from '../db/knex';
import { Tournament, type User } from '../models';
import { organizerView, publicView, type TournamentRow } from './tournament-views';

/** Registrations that hold a place: everything except rejected ones. */
function withRegistrationCount(query: QueryBuilder<Tournament>): QueryBuilder<Tournament> {
  return query.select(
    'tournaments.*',
    Tournament.relatedQuery('registrations').whereNot('paymentStatus', 'rejected').count().as('registrationCount'),
  );
}

async function fetchRows(query: QueryBuilder<Tournament>): Promise<TournamentRow[]> {
  const rows = await withRegistrationCount(query);
  // count() is bigint: a string from pg, a number from PGlite
  return rows.map((row) => Object.assign(row, { registrationCount: Number((row as TournamentRow).registrationCount) }));
}

export async function listPublicTournaments(db: Db, clock: Clock): Promise<PublicTournament[]> {
  const rows = await fetchRows(
    Tournament.query(db)
      .whereNot('status', 'cancelled')
      .withGraphFetched('organizer')
      .modifyGraph('organizer', (q) => q.select('id', 'upiId', 'paymentQrCodeUrl'))
      .orderBy('startTime', 'asc', 'last')
      .orderBy('createdAt', 'asc'),
  );
  const now = clock.now();
  return rows.map((row) => publicView(row, now));
}

export async function listOrganizerTournaments(db: Db, actingUser: User): Promise<OrganizerTournament[]> {
  const query = Tournament.query(db).orderBy('createdAt', 'desc');
  if (actingUser.role !== 'admin') query.where('organizerId', actingUser.id);
  const rows = await fetchRows(query);
  return rows.map(organizerView);
}
