// The one bff-player call this remote makes: the legacy create form posts to product.md §7's
// POST /api/tournaments, which the edge routes to bff-player (its document, not bff-organizer's).
import type { PlayerApi } from '@chess-portal/contracts';
import { createTypedClient, type ApiClientOptions } from '@chess-portal/portal-kit';

export const createPlayerClient = (options?: ApiClientOptions) => createTypedClient<PlayerApi.paths>(options);

export type PlayerClient = ReturnType<typeof createPlayerClient>;

/** Schemas of bff-player's document. */
export type PlayerSchemas = PlayerApi.components['schemas'];

/** The page's client: same origin, through the edge. */
export const playerClient = createPlayerClient();
