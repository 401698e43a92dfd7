// product.md §7: after an organizer's change the cached lists on every remote's screen are refreshed
// (one QueryClient for the page; the keys are portal-kit's shared roots).
import { tournamentChangeAffects } from '@chess-portal/portal-kit';
import { useQueryClient } from '@tanstack/react-query';
import { moneyKeys } from './money-api';

/** Invalidates the lists a change to a tournament or its registrations affects; resolves once refetched. */
export function useRefreshLists() {
  const queryClient = useQueryClient();
  // the money view too: an end, a delete or a revoke can owe refunds (product.md §10)
  return () =>
    Promise.all(
      [...tournamentChangeAffects, moneyKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}
