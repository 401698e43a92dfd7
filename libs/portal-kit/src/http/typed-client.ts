// One typed client per remote: openapi-fetch over the BFF's OpenAPI document (generated `paths`),
// following product.md §7 like the plain client: cookies always sent, a non-OK answer raises ApiError.
import { networkFailed } from '@chess-portal/contracts/forms/network';
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { ApiError, NetworkError } from './api-error';
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

/**
 * The unsafe calls that carry an `Idempotency-Key` (the BFF documents declare it on them): push, join,
 * approve, commission payment and an admin's commission adjustment. Matched on the request's path.
 */
export const IDEMPOTENT_PATHS: readonly RegExp[] = [
  /^\/api\/organizer\/tournaments\/[^/]+\/push$/,
  /^\/api\/organizer\/tournaments\/[^/]+\/registrations\/[^/]+\/approve$/,
  /^\/api\/organizer\/commissions\/[^/]+\/pay$/,
  /^\/api\/tournaments\/[^/]+\/join$/,
  /^\/api\/admin\/commissions\/[^/]+\/adjustments$/,
];
/** A retry of the same request within this time reuses its key (core keeps keys for a day). */
export const KEY_REUSE_MS = 60 * 60 * 1000;

function newKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per user action: the same request (method, URL and body) sent again while the first has no
 * answer below 500 yet (a network error, a timeout, a 502) is a retry of the same click and reuses the
 * key, so core answers it with the first result instead of acting twice. An answer below 500 ends the
 * action: the next identical request is a new one and gets a new key.
 */
export class IdempotencyKeys {
  private readonly open = new Map<string, { key: string; at: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  keyFor(signature: string): string {
    const known = this.open.get(signature);
    if (known && this.now() - known.at < KEY_REUSE_MS) return known.key;
    const key = newKey();
    this.open.set(signature, { key, at: this.now() });
    return key;
  }

  answered(signature: string, status: number): void {
    if (status < 500) this.open.delete(signature);
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
  const keys = new IdempotencyKeys();
  const client: Client<Paths, 'application/json'> = createClient<Paths>({
    baseUrl: baseUrl || defaultBaseUrl(),
    credentials: 'include',
    headers: { Accept: 'application/json' },
    Request: OutgoingRequest as unknown as typeof Request,
    // read lazily, so a fetch installed after the client is made (tests, polyfills) is used
    fetch: (request) => {
      const { url, method, headers, body, signal } = request as unknown as OutgoingRequest;
      // like the plain client: every unsafe request is JSON, `{}` when the call has no body (CSRF rules);
      // a file (a Blob, e.g. a statement upload) keeps the type its call declares (application/octet-stream)
      const unsafe = !SAFE_METHODS.has(method);
      const file = typeof Blob !== 'undefined' && body instanceof Blob;
      if (unsafe && !file) headers.set('Content-Type', 'application/json');
      const sent = unsafe ? (body ?? '{}') : undefined;
      // fetch rejects only when no answer came (offline, a dropped connection) or the call was cancelled
      const send = () =>
        (fetchImpl ?? globalThis.fetch)(url, { method, headers, body: sent, signal, credentials: 'include' }).catch(
          (error: unknown) => {
            if (signal?.aborted) throw error;
            throw new NetworkError(networkFailed, { cause: error });
          },
        );
      const path = new URL(url, 'http://localhost').pathname;
      if (!unsafe || !IDEMPOTENT_PATHS.some((p) => p.test(path))) return send();
      const signature = `${method} ${url} ${typeof sent === 'string' ? sent : ''}`;
      headers.set('Idempotency-Key', keys.keyFor(signature));
      return send().then((response) => {
        keys.answered(signature, response.status);
        return response;
      });
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
