// One typed client per remote: openapi-fetch over the BFF's OpenAPI document (generated `paths`),
// following SPEC §7 like the plain client: cookies always sent, a non-OK answer raises ApiError.
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { ApiError } from './api-error';
import { SAFE_METHODS, type ApiClientOptions } from './api-client';

/** Raises ApiError for every non-OK answer, so callers (and React Query) see one error shape. */
const raiseApiErrors: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return undefined;
    throw new ApiError(response.status, response.statusText, await response.clone().text());
  },
};

/**
 * What openapi-fetch builds for each call, kept as plain data and sent as `fetch(url, init)`: a
 * native `Request` would refuse an AbortSignal from another realm (React Query's, in jsdom tests).
 */
class OutgoingRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: BodyInit | null | undefined;
  readonly signal: AbortSignal | null | undefined;

  constructor(url: string, init: RequestInit = {}) {
    this.url = url;
    this.method = (init.method ?? 'GET').toUpperCase();
    this.headers = new Headers(init.headers);
    this.body = init.body;
    this.signal = init.signal;
  }
}

/** The page's origin in a browser (relative URLs are refused by `new Request` outside one). */
function defaultBaseUrl(): string {
  return typeof location === 'undefined' ? '' : location.origin;
}

/**
 * A typed client for one BFF document: `client.GET('/api/tournaments/{id}', { params: { path: { id } } })`.
 * Paths, parameters, bodies and answers are checked against the document's generated types.
 */
export function createTypedClient<Paths extends object>({ baseUrl, fetch: fetchImpl }: ApiClientOptions = {}) {
  const client: Client<Paths, 'application/json'> = createClient<Paths>({
    baseUrl: baseUrl || defaultBaseUrl(),
    credentials: 'include',
    headers: { Accept: 'application/json' },
    Request: OutgoingRequest as unknown as typeof Request,
    // read lazily, so a fetch installed after the client is made (tests, polyfills) is used
    fetch: (request) => {
      const { url, method, headers, body, signal } = request as unknown as OutgoingRequest;
      // like the plain client: every unsafe request is JSON, `{}` when the call has no body (CSRF rules)
      const unsafe = !SAFE_METHODS.has(method);
      if (unsafe) headers.set('Content-Type', 'application/json');
      const sent = unsafe ? (body ?? '{}') : undefined;
      return (fetchImpl ?? globalThis.fetch)(url, { method, headers, body: sent, signal, credentials: 'include' });
    },
  });
  client.use(raiseApiErrors);
  return client;
}

type FetchResult<T> = { data?: T; response: Response };

/** The answer's body (errors were already raised as ApiError by the client). */
export async function dataOf<T>(call: Promise<FetchResult<T>>): Promise<T> {
  const { data } = await call;
  return data as T;
}
