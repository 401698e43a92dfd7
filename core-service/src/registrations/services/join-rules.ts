// SPEC §4 joining rules as pure functions of a tournament, its held seats and the clock, so the
// join service and the tests share one definition.
import type { Tournament } from '../../db/models';
import { JOIN_CLOSES_BEFORE_START_MS } from '../../tournaments/services/tournament-views';

export const TEAM_REQUIRED = 'Please join the Chess School team on Lichess first.';
export const REGISTRATION_CLOSED = 'Registration is closed';
export const TOURNAMENT_FULL = 'Tournament is full';
export const JOIN_WINDOW_CLOSED = 'Registration closes 10 minutes before the start';
export const ALREADY_REGISTERED = 'You are already registered for this tournament';
export const JOIN_SUBMITTED = 'Registration submitted. It will be reviewed after payment verification.';

type JoinFacts = Pick<Tournament, 'status' | 'maxPlayers' | 'startTime'>;

/** Why a tournament with `held` seats taken cannot be joined at `now`, or null when it can. */
export function joinRefusal(t: JoinFacts, held: number, now: Date): string | null {
  if (t.status !== 'registration' && t.status !== 'open') return REGISTRATION_CLOSED;
  if (t.startTime && now.getTime() >= t.startTime.getTime() - JOIN_CLOSES_BEFORE_START_MS) return JOIN_WINDOW_CLOSED;
  if (held >= t.maxPlayers) return TOURNAMENT_FULL;
  return null;
}
