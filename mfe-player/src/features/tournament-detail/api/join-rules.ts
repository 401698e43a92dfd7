import type { PublicTournament } from '@chess-portal/contracts';
import { formatDateTime } from '@chess-portal/portal-kit';

/** SPEC §9: joining closes 10 minutes before the start. */
export const JOIN_CLOSES_BEFORE_MS = 10 * 60_000;

/** Why a tournament whose registrationOpen is false cannot be joined (SPEC §2 'Cannot Join'). */
export function cannotJoinReason(t: PublicTournament): string {
  if (t.spotsLeft <= 0) return 'Tournament is full';
  if (t.status !== 'registration' && t.status !== 'open') return 'Registration is closed';
  if (t.startTime) return `Join before ${formatDateTime(new Date(Date.parse(t.startTime) - JOIN_CLOSES_BEFORE_MS))}`;
  return 'Registration is closed';
}
