// The one client of this remote for bff-player: openapi-fetch over contracts/openapi/bff-player.yaml,
// so every path, parameter, body and answer is checked against the document (product.md §7 error rules).
import type { PlayerApi } from '@chess-portal/contracts';
import { createTypedClient, type ApiClientOptions } from '@chess-portal/portal-kit';

/** bff-player's operations by operationId, for JsonResponse / JsonRequestBody. */
export type PlayerOperations = PlayerApi.operations;

export const createPlayerClient = (options?: ApiClientOptions) => createTypedClient<PlayerApi.paths>(options);
export type PlayerClient = ReturnType<typeof createPlayerClient>;

/** The page's client: same origin, through the edge. Fetchers take another (a Pact mock server's) in tests. */
export const playerClient = createPlayerClient();
