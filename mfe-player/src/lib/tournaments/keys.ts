// Tournament data more than one feature of this remote reads (dashboard, detail, registration status).
// Built under portal-kit's sharedKeys, because other remotes refresh these lists in the page's one
// QueryClient. Keys double as paths for the default query function (product.md §7): parts joined with '/'.
import { sharedKeys } from '@chess-portal/portal-kit';

export const tournamentKeys = {
  all: sharedKeys.tournaments,
  list: () => [...tournamentKeys.all] as const,
  detail: (id: string) => [...tournamentKeys.all, id] as const,
  registrations: (id: string) => [...tournamentKeys.all, id, 'registrations'] as const,
  /** the signed-in player's registrations across active tournaments (one aggregated call) */
  mine: () => sharedKeys.myRegistrations,
};

/** product.md §9: tournament data on the detail, status and dashboard screens refreshes every 5 s. */
export const POLL_MS = 5000;
