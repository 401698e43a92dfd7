import { isApiError } from '@chess-portal/portal-kit';
import { useRefreshLists } from '../../../lib/refresh-lists';

/** A 409 means the registration was already decided elsewhere (another tab, another organizer): the lists
 * shown are stale, so they are asked again (issue 26 item 8); resolves once refetched. */
export function useRefreshOnConflict() {
  const refresh = useRefreshLists();
  return async (error: unknown) => {
    if (isApiError(error) && error.status === 409) await refresh();
  };
}
