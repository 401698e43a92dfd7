import { sharedKeys } from '@chess-portal/portal-kit';

/** One managed tournament, under the organizer's tournaments so their changes refresh it (keys are paths). */
export const tournamentDetailKeys = {
  detail: (id: string) => [...sharedKeys.organizerTournaments, id] as const,
  approvedPlayers: (id: string) => [...sharedKeys.organizerTournaments, id, 'export-approved'] as const,
};
