import { dataOf } from '@chess-portal/portal-kit';
import { useMutation } from '@tanstack/react-query';
import { playerClient, type PlayerSchemas } from '../../../lib/player-client';
import { useRefreshLists } from '../../../lib/refresh-lists';

type LegacyBody = PlayerSchemas['LegacyTournamentRequest'];

/** POST /api/tournaments (bff-player, product.md §7): the legacy create form (product.md §5); answers the tournament. */
export const createLegacyTournament = (body: LegacyBody, client = playerClient) =>
  dataOf(client.POST('/api/tournaments', { body }));

export function useCreateLegacyTournament() {
  const refresh = useRefreshLists();
  return useMutation({ mutationFn: (body: LegacyBody) => createLegacyTournament(body), onSuccess: () => refresh() });
}
