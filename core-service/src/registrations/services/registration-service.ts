// Registration lookups: a tournament's list (public, the viewer's own rows with their transaction
// id) and the player's own registrations across active tournaments (the dashboard's one call).
import type { MyRegistration, PublicRegistration } from '@chess-portal/contracts';
import { badRequest, notFound } from '@chess-portal/service-kit';
import type { Db } from '../../db/knex';
import { Registration, Tournament, type User } from '../../db/models';
import { myRegistrationView, publicRegistrationView, type RegistrationRow } from './registration-views';
import { TOURNAMENT_NOT_FOUND, publicTournamentsById } from '../../tournaments/services/tournament-service';
import { isUuid } from '../../shared/http/is-uuid';
import type { ServiceDeps } from '../../service-deps';

/** product.md §4: registration lookups skip cancelled and completed tournaments. */
const INACTIVE = ['cancelled', 'completed'];

function withPlayerName(db: Db) {
  return Registration.query(db)
    .select('registrations.*', 'player.username as playerName', 'player.lichessUsername as playerLichessUsername')
    .joinRelated('player');
}

/**
 * GET /tournaments/{id}/registrations answers at most this many rows without `limit` (the first page, oldest
 * first) and at most PUBLIC_REGISTRATIONS_MAX with it: ~330 bytes a row, so a page stays under 256 KB
 * (docs/performance.md). A tournament of 1,000 players is read in pages (`page`, `limit`).
 */
export const PUBLIC_REGISTRATIONS_DEFAULT = 250;
export const PUBLIC_REGISTRATIONS_MAX = 500;

export type RegistrationsPage = { page?: number; limit?: number };

/**
 * One page of a tournament's registrations, oldest first. With a viewer, their own rows carry their transaction
 * id, and their rows that fall outside the page follow it (at most a few: a player registers again only after a
 * rejection), so the viewer always finds their own registration.
 */
export async function listTournamentRegistrations(
  db: Db,
  tournamentId: string,
  viewer?: Pick<User, 'id'>,
  { page = 1, limit = PUBLIC_REGISTRATIONS_DEFAULT }: RegistrationsPage = {},
): Promise<PublicRegistration[]> {
  if (!isUuid(tournamentId)) throw badRequest('Invalid tournament id');
  const tournament = await Tournament.query(db).findById(tournamentId).whereNot('status', 'cancelled');
  if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND);
  const inOrder = () =>
    withPlayerName(db)
      .where('registrations.tournamentId', tournamentId)
      .orderBy('registrations.registeredAt', 'asc')
      .orderBy('registrations.id', 'asc');
  const rows = (await inOrder()
    .limit(limit)
    .offset((page - 1) * limit)) as RegistrationRow[];
  if (viewer) {
    const onPage = new Set(rows.map((r) => r.id));
    const own = (await inOrder().where('registrations.playerId', viewer.id).limit(10)) as RegistrationRow[];
    rows.push(...own.filter((r) => !onPage.has(r.id)));
  }
  return rows.map((row) => publicRegistrationView(row, viewer?.id));
}

/** Who is registered in a tournament (every player id, at most its max players and their re-registrations). */
export async function tournamentPlayerIds(db: Db, tournamentId: string): Promise<Set<string>> {
  const rows = (await db('registrations').distinct('player_id').where('tournament_id', tournamentId)) as {
    player_id?: string;
    playerId?: string;
  }[];
  return new Set(rows.map((r) => (r.playerId ?? r.player_id) as string));
}

/** The newest registration per tournament (a rejected player who registered again shows the new one). */
function newestPerTournament(rows: RegistrationRow[]): RegistrationRow[] {
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.tournamentId) && seen.add(row.tournamentId));
}

/** The player's newest registration per active tournament, newest first (the dashboard's rows). */
export async function latestRegistrations(db: Db, player: User): Promise<RegistrationRow[]> {
  const rows = (await withPlayerName(db)
    .where('registrations.playerId', player.id)
    .whereIn('registrations.tournamentId', Tournament.query(db).select('id').whereNotIn('status', INACTIVE))
    .orderBy('registrations.registeredAt', 'desc')
    .orderBy('registrations.id', 'desc')) as RegistrationRow[];
  return newestPerTournament(rows);
}

/** Soonest start first (the dashboard's My Tournaments); a tournament without a start last. */
const byStart = (a: MyRegistration, b: MyRegistration) =>
  (a.tournament.startTime ?? '\uffff').localeCompare(b.tournament.startTime ?? '\uffff');

/** The dashboard's answer for those rows: each with its tournament's public view, soonest start first
 * (the newest registration first among tournaments starting at the same time). */
export async function myRegistrationViews(
  { db, clock }: Pick<ServiceDeps, 'db' | 'clock'>,
  latest: RegistrationRow[],
): Promise<MyRegistration[]> {
  const tournaments = await publicTournamentsById(
    db,
    clock,
    latest.map((r) => r.tournamentId),
  );
  return latest
    .flatMap((row) => {
      const tournament = tournaments.get(row.tournamentId);
      return tournament ? [myRegistrationView(row, tournament)] : [];
    })
    .sort(byStart);
}

export async function listMyRegistrations(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  player: User,
): Promise<MyRegistration[]> {
  return myRegistrationViews(deps, await latestRegistrations(deps.db, player));
}
