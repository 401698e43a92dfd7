// Once a tournament is completed (its commission computed from the approved fees) or
// cancelled, nothing changes its money. Every such attempt is a 409 saying why.
import { conflict } from '@chess-portal/service-kit';
import type { Tournament } from '../../db/models';

/** `what` completes "…, so <what>", e.g. 'registrations can no longer be approved'. */
export function moneyFrozenMessage(status: Tournament['status'], what: string): string | null {
  if (status === 'completed')
    return `This tournament is completed and its commission is set from the approved fees, so ${what}. An admin can record a commission adjustment if a correction is needed.`;
  if (status === 'cancelled') return `This tournament was ended, so ${what}.`;
  return null;
}

export function assertMoneyOpen(t: Pick<Tournament, 'status'>, what: string): void {
  const message = moneyFrozenMessage(t.status, what);
  if (message) throw conflict(message);
}
