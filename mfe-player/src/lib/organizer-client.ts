// The second client of this remote: bff-organizer (contracts/openapi/bff-organizer.yaml), for the
// dashboard's organizer card and the profile's Lichess connection card (the edge routes
// /api/organizer/* and /api/lichess/* there, same origin).
import type { OrganizerApi } from '@chess-portal/contracts';
import { createTypedClient, type ApiClientOptions } from '@chess-portal/portal-kit';

/** bff-organizer's operations by operationId, for JsonResponse / JsonRequestBody. */
export type OrganizerOperations = OrganizerApi.operations;

export const createOrganizerClient = (options?: ApiClientOptions) => createTypedClient<OrganizerApi.paths>(options);
export type OrganizerClient = ReturnType<typeof createOrganizerClient>;

/** The page's client: same origin, through the edge. Fetchers take another (a Pact mock server's) in tests. */
export const organizerClient = createOrganizerClient();
