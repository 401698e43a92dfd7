// The one client of this remote for bff-admin: openapi-fetch over contracts/openapi/bff-admin.yaml,
// so every path, parameter, body and answer is checked against the document (product.md §7 error rules).
import type { AdminApi } from '@chess-portal/contracts';
import { createTypedClient, type ApiClientOptions } from '@chess-portal/portal-kit';

/** bff-admin's operations by operationId, for JsonResponse / JsonRequestBody / QueryParams. */
export type AdminOperations = AdminApi.operations;

export const createAdminClient = (options?: ApiClientOptions) => createTypedClient<AdminApi.paths>(options);
export type AdminClient = ReturnType<typeof createAdminClient>;

/** The page's client: same origin, through the edge. Fetchers take another (a Pact mock server's) in tests. */
export const adminClient = createAdminClient();
