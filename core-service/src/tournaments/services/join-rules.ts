// product.md §4 joining rules as pure functions of a tournament, its held seats and the clock, so the
// join service, the public tournament view and the tests share one definition.
import type { JoinRefusal } from '@chess-portal/contracts';
import type { Tournament } from '../../db/models';
import { joinClosesAt } from './time-windows';

export const TEAM_REQUIRED = 'Please join the Chess School team on Lichess first.';
export const REGISTRATION_CLOSED = 'Registration is closed';
export const TOURNAMENT_FULL = 'Tournament is full';
export const JOIN_WINDOW_CLOSED = 'Registration closes 10 minutes before the start';
export const ALREADY_REGISTERED = 'You are already registered for this tournament';
export const JOIN_SUBMITTED = 'Registration submitted. It will be reviewed after payment verification.';
export const FREE_JOIN_SUBMITTED = 'Registration submitted. The organizer will review it shortly.';

type JoinFacts = Pick<Tournament, 'status' | 'maxPlayers' | 'startTime'>;

/** Why a tournament with `held` seats taken cannot be joined at `now`, or null when it can. */
export function joinRefusal(t: JoinFacts, held: number, now: Date): JoinRefusal | null {
  if (t.status !== 'registration' && t.status !== 'open')
    return { code: 'registration_closed', message: REGISTRATION_CLOSED };
  const closesAt = joinClosesAt(t.startTime);
  if (closesAt && now.getTime() >= closesAt.getTime())
    return { code: 'join_window_closed', message: JOIN_WINDOW_CLOSED };
  if (held >= t.maxPlayers) return { code: 'tournament_full', message: TOURNAMENT_FULL };
  return null;
}
