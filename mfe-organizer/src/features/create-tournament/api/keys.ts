import { sharedKeys } from '@chess-portal/portal-kit';

/** The create form's server defaults: GET /api/organizer/tournaments/new (the key is its path, product.md §7). */
export const newTournamentKeys = {
  defaults: () => [...sharedKeys.organizerTournaments, 'new'] as const,
};
