// Typed client for core-service (openapi-fetch over the generated core types). Every call carries
// the service token; calls for a user carry X-Acting-User-Id. Non-OK answers become HttpError with
// core's status and message; an unreachable core becomes 503.
import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from '@chess-portal/contracts/generated/core';
import type { SessionUser } from '@chess-portal/contracts';
import { HttpError, badRequest, serviceUnavailable } from '../http-error';

export type CoreApi = Client<paths>;
export type StoredSession = components['schemas']['StoredSession'];
export type Credentials = { email: string; password: string };

/** What the session machinery of every BFF needs from core (also what test stubs implement). */
export type SessionCore = {
  getSession(sid: string): Promise<StoredSession | undefined>;
  putSession(sid: string, data: Record<string, unknown>, maxAgeMs: number): Promise<void>;
  deleteSession(sid: string): Promise<void>;
  getSessionUser(userId: string): Promise<SessionUser | undefined>;
};

export type CoreClient = SessionCore & {
  /** The raw typed client; wrap its calls in `unwrap` / `unwrapOptional`. */
  api: CoreApi;
  verifyCredentials(credentials: Credentials): Promise<SessionUser>;
};

export type CoreClientOptions = {
  baseUrl: string;
  serviceToken: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
};

export const UNAVAILABLE = 'Service temporarily unavailable';

type ApiResult<D> = { data?: D; error?: unknown; response: Response };

function messageOf(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  return fallback;
}

async function settle<D>(call: Promise<ApiResult<D>>): Promise<ApiResult<D>> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw serviceUnavailable(UNAVAILABLE);
  }
}

function toHttpError(result: ApiResult<unknown>): HttpError {
  const { status, statusText } = result.response;
  return new HttpError(status, messageOf(result.error, statusText || UNAVAILABLE));
}

/** The data of an OK answer; a non-OK answer throws HttpError, a network failure 503. */
export async function unwrap<D>(call: Promise<ApiResult<D>>): Promise<D> {
  const result = await settle(call);
  if (!result.response.ok) throw toHttpError(result);
  return result.data as D;
}

/** Like unwrap, but a 404 answer gives undefined. */
export async function unwrapOptional<D>(call: Promise<ApiResult<D>>): Promise<D | undefined> {
  const result = await settle(call);
  if (result.response.status === 404) return undefined;
  if (!result.response.ok) throw toHttpError(result);
  return result.data as D;
}

export const INVALID_PATH_PARAMETER = 'Invalid path parameter';

/**
 * Path parameters → one encoded path segment each. '.' and '..' are refused (400): encoded or not, the
 * URL parser resolves them, so `/tournaments/..` would reach another route of core. An empty value
 * would do the same (`/tournaments/` is the list).
 */
export function corePathSerializer(pathname: string, pathParams: Record<string, unknown>): string {
  return pathname.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = pathParams[name];
    if (typeof value !== 'string' && typeof value !== 'number') throw badRequest(INVALID_PATH_PARAMETER);
    const segment = String(value);
    if (segment === '' || segment === '.' || segment === '..') throw badRequest(INVALID_PATH_PARAMETER);
    return encodeURIComponent(segment);
  });
}

/** Header parameters for a call made on behalf of a signed-in user. */
export const actingAs = (userId: string) => ({ header: { 'X-Acting-User-Id': userId } });

export function createCoreClient({ baseUrl, serviceToken, timeoutMs = 10_000, fetch }: CoreClientOptions): CoreClient {
  const baseFetch = fetch ?? globalThis.fetch;
  const api = createClient<paths>({
    baseUrl,
    headers: { Authorization: `Bearer ${serviceToken}` },
    pathSerializer: corePathSerializer,
    fetch: (request: Request) => baseFetch(request, { signal: AbortSignal.timeout(timeoutMs) }),
  });
  return {
    api,
    async verifyCredentials(body) {
      return (await unwrap(api.POST('/auth/login', { body }))).user;
    },
    getSession: (sid) => unwrapOptional(api.GET('/sessions/{sid}', { params: { path: { sid } } })),
    async putSession(sid, data, maxAgeMs) {
      // core.yaml types `data` as a bare object (generated as Record<string, never>)
      const body = { data: data as Record<string, never>, maxAgeMs };
      await unwrap(api.PUT('/sessions/{sid}', { params: { path: { sid } }, body }));
    },
    async deleteSession(sid) {
      await unwrap(api.DELETE('/sessions/{sid}', { params: { path: { sid } } }));
    },
    getSessionUser: (userId) => unwrapOptional(api.GET('/users/{userId}/session-user', { params: { path: { userId } } })),
  };
}
