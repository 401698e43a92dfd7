// The organizer's page of one tournament (GET /organizer/tournaments/{id}): the tournament with its
// registrations, the approved players' Lichess names and whether it can still be pushed.
import type { ServiceDeps } from '../../service-deps';
import type { User } from '../../db/models';
import { canPushToLichess } from '../../tournaments/services/lichess-rules';
import { loadManagedTournament } from '../../tournaments/services/organizer-access';
import { organizerTournamentView } from '../../tournaments/services/tournament-views';
import {
  liveLichessChecks,
  registrationsOf,
  registrationViews,
  type OrganizerRegistrationView,
} from './organizer-registrations';

export type ApprovedPlayer = {
  registrationId: string;
  playerId: string;
  username: string;
  lichessUsername: string | null;
  lichessJoined: boolean;
};

function approvedPlayersOf(regs: OrganizerRegistrationView[]): ApprovedPlayer[] {
  return regs
    .filter((r) => r.paymentStatus === 'approved')
    .map((r) => ({
      registrationId: r.id,
      playerId: r.playerId,
      username: r.player.username,
      lichessUsername: r.player.lichessUsername,
      lichessJoined: r.lichessJoined,
    }));
}

/** GET /organizer/tournaments/{id} and .../registrations (joined ticks refreshed from Lichess, best effort). */
export async function organizerTournamentDetail(
  { db, lichess, clock, logger }: Pick<ServiceDeps, 'db' | 'lichess' | 'clock'> & Partial<Pick<ServiceDeps, 'logger'>>,
  actor: User,
  id: string,
) {
  const t = await loadManagedTournament(db, actor, id);
  const regs = await registrationsOf(db, t.id);
  const fairPlay = await liveLichessChecks({ db, lichess, clock, logger }, t, regs);
  const registrations = await registrationViews(db, regs, fairPlay);
  return {
    success: true,
    tournament: await organizerTournamentView(db, t),
    registrations,
    canPushToLichess: canPushToLichess(t),
    approvedPlayers: approvedPlayersOf(registrations),
  };
}
