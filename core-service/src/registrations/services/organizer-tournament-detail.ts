// The organizer's page of one tournament (GET /organizer/tournaments/{id}): the tournament with its
// registrations, the approved players' Lichess names and whether it can still be pushed.
import type { ServiceDeps } from '../../service-deps';
import type { User } from '../../db/models';
import { canPushToLichess } from '../../tournaments/services/lichess-rules';
import { loadManagedTournament } from '../../tournaments/services/organizer-access';
import { organizerTournamentView } from '../../tournaments/services/tournament-views';
import type { Executor } from '../../db/knex';
import { liveLichessChecks, registrationsOf, registrationViews } from './organizer-registrations';

export type ApprovedPlayer = {
  registrationId: string;
  playerId: string;
  username: string;
  lichessUsername: string | null;
  lichessJoined: boolean;
};

/**
 * The organizer's tournament page answers its first DETAIL_REGISTRATIONS registrations (oldest first; the rest are
 * read on the registrations page, paged) and every approved player in a compact form (at most a tournament's
 * 1,000 players, ~150 bytes each), so a 1,000-player tournament answers ~200 KB at most, not 0.9 MB
 * (docs/performance.md).
 */
export const DETAIL_REGISTRATIONS = 100;
export const APPROVED_PLAYERS_MAX = 1000;

async function approvedPlayersOf(db: Executor, tournamentId: string): Promise<ApprovedPlayer[]> {
  const rows = (await db('registrations as r')
    .join('users as u', 'u.id', 'r.player_id')
    .where({ 'r.tournament_id': tournamentId, 'r.payment_status': 'approved' })
    .orderBy('r.registered_at', 'asc')
    .orderBy('r.id', 'asc')
    .limit(APPROVED_PLAYERS_MAX)
    .select(
      'r.id as registrationId',
      'r.player_id as playerId',
      'u.username as username',
      'u.lichess_username as lichessUsername',
      'r.lichess_joined as lichessJoined',
    )) as ApprovedPlayer[];
  return rows.map((r) => ({ ...r, lichessJoined: Boolean(r.lichessJoined) }));
}

/** GET /organizer/tournaments/{id} (joined ticks of the shown registrations refreshed from Lichess, best effort). */
export async function organizerTournamentDetail(
  { db, lichess, clock, logger }: Pick<ServiceDeps, 'db' | 'lichess' | 'clock'> & Partial<Pick<ServiceDeps, 'logger'>>,
  actor: User,
  id: string,
) {
  const t = await loadManagedTournament(db, actor, id);
  const regs = await registrationsOf(db, t.id).limit(DETAIL_REGISTRATIONS);
  const fairPlay = await liveLichessChecks({ db, lichess, clock, logger }, t, regs);
  const registrations = await registrationViews(db, regs, fairPlay);
  return {
    success: true,
    tournament: await organizerTournamentView(db, t),
    registrations,
    canPushToLichess: canPushToLichess(t),
    approvedPlayers: await approvedPlayersOf(db, t.id),
  };
}
