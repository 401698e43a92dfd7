import type { OrganizerTournament } from '@chess-portal/contracts';
import type { BadgeVariant } from '@chess-portal/portal-kit';

/** product.md §2 organizer cards: 'default' for live, 'secondary' for open, 'outline' otherwise. */
export function statusVariant(status: OrganizerTournament['status']): BadgeVariant {
  if (status === 'live') return 'default';
  if (status === 'open') return 'secondary';
  return 'outline';
}
