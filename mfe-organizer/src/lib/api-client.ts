// This remote's client for bff-organizer: openapi-fetch over the BFF's OpenAPI document (paths,
// parameters, bodies and answers are the generated types), through portal-kit (product.md §7: cookies
// always sent, a non-OK answer raises ApiError). Features call it only from their api/ request files.
import type { OrganizerApi } from '@chess-portal/contracts';
import { createTypedClient, type ApiClientOptions } from '@chess-portal/portal-kit';

/** A bff-organizer client; tests (Pact) point one at a mock server with `baseUrl`. */
export const createOrganizerClient = (options?: ApiClientOptions) => createTypedClient<OrganizerApi.paths>(options);

export type OrganizerClient = ReturnType<typeof createOrganizerClient>;

/** Schemas of bff-organizer's document (request bodies the features send). */
export type OrganizerSchemas = OrganizerApi.components['schemas'];

/** The page's client: same origin, through the edge. */
export const organizerClient = createOrganizerClient();
