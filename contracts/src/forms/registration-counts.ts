// The registration counts' labels and the sentences around them (product.md §3 Registration counts), the
// bulk rejection's confirmation (product.md §2 Registration management) and when Revoke is offered.
import type { components } from '../generated/common';

type RegistrationStatusFilter = components['schemas']['RegistrationStatusFilter'];

/** Every status a registrations list filters by, in the order the page shows their counts. */
export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatusFilter, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  revoked: 'Revoked',
  withdrawn: 'Withdrawn',
};

/** The note beside the registration count: how many registrations there are in all. */
export const totalNote = (total: number) => `${total} in all, with rejected, revoked and withdrawn`;

/**
 * The commission line under the money collected: `status` is the organizer view's commissionStatus,
 * `amount` the commission already formatted as rupees.
 */
export function commissionLine(status: string, amount: string): string {
  if (status === 'confirmed') return `Commission ${amount} paid (confirmed)`;
  if (status === 'overdue') return `Commission due ${amount} (overdue)`;
  return `Commission due ${amount}`;
}

/** The confirmation before rejecting several pending registrations at once: each player is notified. */
export function bulkRejectConfirmation(count: number) {
  const players = count === 1 ? '1 player' : `${count} players`;
  return {
    title: `Reject ${players}?`,
    description:
      count === 1
        ? 'The selected registration will be rejected and the player notified (in the portal and by e-mail).'
        : `All ${count} selected registrations will be rejected and each of the ${count} players notified (in the portal and by e-mail).`,
    confirmLabel: `Reject ${players}`,
  };
}

/**
 * Whether the organizer may revoke an approved registration at `now` (product.md §4): before the start of a
 * tournament that is neither live, completed nor ended. Core refuses the rest with its own sentence.
 */
export function revokeOffered(t: { status: string; startTime: string | null }, now: Date): boolean {
  if (['live', 'completed', 'cancelled'].includes(t.status)) return false;
  return t.startTime === null || now.getTime() < new Date(t.startTime).getTime();
}
