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

export async function listTournamentRegistrations(
  db: Db,
  tournamentId: string,
  viewer?: Pick<User, 'id'>,
): Promise<PublicRegistration[]> {
  if (!isUuid(tournamentId)) throw badRequest('Invalid tournament id');
  const tournament = await Tournament.query(db).findById(tournamentId).whereNot('status', 'cancelled');
  if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND);
  const rows = (await withPlayerName(db)
    .where('registrations.tournamentId', tournamentId)
    .orderBy('registrations.registeredAt', 'asc')
    .orderBy('registrations.id', 'asc')) as RegistrationRow[];
  return rows.map((row) => publicRegistrationView(row, viewer?.id));
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
