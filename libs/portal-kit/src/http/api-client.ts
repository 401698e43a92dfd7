import { networkFailed } from '@chess-portal/contracts/forms/network';
import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { ApiError, NetworkError } from './api-error';

export type On401 = 'throw' | 'returnNull';
export type RequestOptions = { on401?: On401; headers?: Record<string, string>; signal?: AbortSignal };
export type ApiClientOptions = {
  /** Prefix for every path; '' (same origin, through the edge) in the browser. */
  baseUrl?: string;
  fetch?: typeof fetch;
};

export type ApiClient = {
  request<T>(method: string, path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  del<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** The default read (product.md §7): path = query key parts joined with '/', answer parsed as JSON. */
  queryFn<T>(options?: { on401?: On401 }): QueryFunction<T>;
};

/** Joins the key's string and number parts into a path: ['/api/tournaments', 'abc'] → '/api/tournaments/abc'. */
export function pathFromQueryKey(queryKey: QueryKey): string {
  return queryKey.filter((part) => typeof part === 'string' || typeof part === 'number').join('/');
}

function parseBody(text: string): unknown {
  if (!text) return null;
  return JSON.parse(text);
}

/** GET and HEAD never carry a body; every other method is a state change (CSRF rules on the BFFs). */
export const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * An HTTP client that follows product.md §7: cookies always included, a non-OK answer raises ApiError.
 * Every unsafe request (POST, PUT, PATCH, DELETE) is JSON, `{}` when the call has no body: the BFFs
 * refuse any other content type (415), which keeps cross-site forms and simple requests out.
 */
export function createApiClient({ baseUrl = '', fetch: fetchImpl }: ApiClientOptions = {}): ApiClient {
  const doFetch = (...args: Parameters<typeof fetch>) => (fetchImpl ?? globalThis.fetch)(...args);

  async function request<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const unsafe = !SAFE_METHODS.has(method.toUpperCase());
    if (unsafe) headers['Content-Type'] = 'application/json';
    let res: Response;
    try {
      res = await doFetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: unsafe ? JSON.stringify(body ?? {}) : undefined,
        credentials: 'include',
        signal: options.signal,
      });
    } catch (error) {
      // fetch rejects only when no answer came (offline, a dropped connection) or the call was cancelled
      if (options.signal?.aborted) throw error;
      throw new NetworkError(networkFailed, { cause: error });
    }
    const text = await res.text();
    if (res.status === 401 && options.on401 === 'returnNull') return null as T;
    if (!res.ok) throw new ApiError(res.status, res.statusText, text);
    return parseBody(text) as T;
  }

  return {
    request,
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
    put: (path, body, options) => request('PUT', path, body, options),
    patch: (path, body, options) => request('PATCH', path, body, options),
    del: (path, body, options) => request('DELETE', path, body, options),
    queryFn:
      ({ on401 = 'throw' } = {}) =>
      ({ queryKey, signal }) =>
        request('GET', pathFromQueryKey(queryKey), undefined, { on401, signal }),
  };
}

/** The page's client: same origin, through the edge. */
export const apiClient = createApiClient();
