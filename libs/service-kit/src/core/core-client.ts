// Typed client for core-service (openapi-fetch over the generated core types). Every call carries
// the service token and the request's trace (traceparent, x-request-id); calls for a user carry
// X-Acting-User-Id. Non-OK answers become HttpError with core's status and message; an unreachable
// core becomes 503. With several core instances (CORE_URL as a list) calls go round-robin; a call whose
// connection is refused goes to the next instance, and a GET / HEAD whose connection broke too (see
// balancing/balancer.ts).
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from '@chess-portal/contracts/generated/core';
import type { SessionUser } from '@chess-portal/contracts';
import { connectionRefused, RETRYABLE_METHODS, roundRobin, type Balancer } from '../balancing/balancer';
import { HttpError, badRequest, serviceUnavailable } from '../http-error';
import { traceHeaders } from '../observability/trace-context';
import { noteCoreAnswer } from './replayed';
import { TIMEOUT_BUDGETS_MS } from '../listen';
import {
  Deadline,
  headerOf,
  httpTransport,
  rawAnswerOf,
  type CallInit,
  type RawAnswer,
  type RawInit,
  type StreamAnswer,
  type Transport,
} from './http-transport';

export type CoreApi = Client<paths>;
export type StoredSession = components['schemas']['StoredSession'];
export type SessionWithUser = components['schemas']['SessionWithUser'];
export type MissedEvents = components['schemas']['MissedEvents'];
export type Credentials = { email: string; password: string };

/** What the session machinery of every BFF needs from core (also what test stubs implement). */
export type SessionCore = {
  getSession(sid: string): Promise<StoredSession | undefined>;
  /** "Who is this cookie" in one call: the session and its active user (null when none); undefined when no session. */
  getSessionWithUser(sid: string): Promise<SessionWithUser | undefined>;
  putSession(sid: string, data: Record<string, unknown>, maxAgeMs: number): Promise<void>;
  deleteSession(sid: string): Promise<void>;
  getSessionUser(userId: string): Promise<SessionUser | undefined>;
};

export type RateLimitPolicy = Omit<components['schemas']['RateLimitRequest'], 'key'>;
export type RateLimitState = components['schemas']['RateLimitState'];

/** The shared abuse counters in core (POST /rate-limits/{bucket}/check | consume | release | reset). */
export type RateLimitCore = {
  /** Would one more hit be allowed? Counts nothing. */
  checkRateLimit(bucket: string, key: string, policy: RateLimitPolicy): Promise<RateLimitState>;
  /** Counts one hit when allowed; a refused one counts nothing. */
  consumeRateLimit(bucket: string, key: string, policy: RateLimitPolicy): Promise<RateLimitState>;
  /** Gives back one counted hit (a reserved attempt whose outcome should not count). */
  releaseRateLimit(bucket: string, key: string): Promise<void>;
  resetRateLimit(bucket: string, key: string): Promise<void>;
};

/**
 * A GET of core answered as it came (status, headers, bytes), for reads the BFF passes on untouched: no
 * Request, no Headers, no Response object, no parse. `path` starts with '/' and is already encoded
 * (corePathSerializer); `headers` go with the service token and the trace. Balanced and bounded by the
 * timeout like every call; an unreachable core is a 503 HttpError.
 */
export type RawGet = (path: string, headers?: Record<string, string>) => Promise<RawAnswer>;

/**
 * A GET of core whose body is passed on as it arrives (a CSV export): answered at core's headers, the body a
 * stream that is never read whole here. The timeout bounds the wait for the headers, not the download.
 */
export type StreamGet = (path: string, headers?: Record<string, string>) => Promise<StreamAnswer>;

export type CoreClient = SessionCore &
  RateLimitCore & {
    /** The raw typed client; wrap its calls in `unwrap` / `unwrapOptional`. */
    api: CoreApi;
    /** A pass-through GET (see RawGet); wrap it in `unwrapRawConditional`. */
    getRaw: RawGet;
    /** A streamed GET (see StreamGet); wrap it in `unwrapStream`. */
    getStream: StreamGet;
    verifyCredentials(credentials: Credentials): Promise<SessionUser>;
    /** GET /events/missed: what a resumed stream missed after `after` (a new stream: leave it out), as the acting user */
    missedEvents(actingUserId: string, sessionId: string, after?: string): Promise<MissedEvents>;
  };

export type CoreClientOptions = {
  /** one core instance, or several to balance across */
  baseUrl: string | readonly string[];
  serviceToken: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  /**
   * Send the request's trace (default true). The consumer Pact tests turn it off: Pact's mock server
   * (pact-js 16.4) intermittently misses a request that carries a traceparent header (about one run
   * in four here), and trace headers are no part of the contract.
   */
  traceHeaders?: boolean;
};

export const UNAVAILABLE = 'Service temporarily unavailable';
/** Retry-After (seconds) sent with the 503 for a core that does not answer. */
export const UNREACHABLE_RETRY_AFTER_S = 5;

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
    throw serviceUnavailable(UNAVAILABLE, UNREACHABLE_RETRY_AFTER_S);
  }
}

/** Retry-After in seconds (core sends whole seconds); an HTTP date or garbage is ignored. */
function retryAfterOf(value: string | null | undefined): number | undefined {
  return value && /^\d{1,7}$/.test(value.trim()) ? Number(value) : undefined;
}

/** core's status and message, and its Retry-After (a 429 or a 503 of core reaches the browser as it is). */
function toHttpError(result: ApiResult<unknown>): HttpError {
  const { status, statusText } = result.response;
  return new HttpError(
    status,
    messageOf(result.error, statusText || UNAVAILABLE),
    retryAfterOf(result.response.headers.get('Retry-After')),
  );
}

/** The data of an OK answer; a non-OK answer throws HttpError, a network failure 503. */
export async function unwrap<D>(call: Promise<ApiResult<D>>): Promise<D> {
  const result = await settle(call);
  if (!result.response.ok) throw toHttpError(result);
  return result.data as D;
}

/** A read-model view of core: its ETag, and its data unless core answered 304 to the caller's ETag. */
export type Conditional<D> = { etag?: string } & ({ notModified: true } | { notModified: false; data: D });

/** The conditional headers of a call: If-None-Match when the caller holds an ETag. */
export const ifNoneMatch = (etag: string | undefined): Record<string, string> =>
  etag ? { 'If-None-Match': etag } : {};

/** Like unwrap, for a GET sent with If-None-Match: a 304 is no error. */
export async function unwrapConditional<D>(call: Promise<ApiResult<D>>): Promise<Conditional<D>> {
  const result = await settle(call);
  const etag = result.response.headers.get('ETag') ?? undefined;
  if (result.response.status === 304) return { etag, notModified: true };
  if (!result.response.ok) throw toHttpError(result);
  return { etag, notModified: false, data: result.data as D };
}

/** The JSON `{ message }` of a raw error answer, when it has one. */
function errorBodyOf(answer: RawAnswer): unknown {
  try {
    return JSON.parse(answer.body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * unwrapConditional for a raw GET: 304 → not modified, OK → core's bytes as text (never parsed), else
 * core's status and message as an HttpError (and Retry-After).
 */
export async function unwrapRawConditional(call: Promise<RawAnswer>): Promise<Conditional<string>> {
  const answer = await call;
  const etag = headerOf(answer, 'etag');
  if (answer.status === 304) return { etag, notModified: true };
  if (answer.status < 200 || answer.status > 299) {
    const retryAfter = retryAfterOf(headerOf(answer, 'retry-after'));
    throw new HttpError(answer.status, messageOf(errorBodyOf(answer), answer.statusText || UNAVAILABLE), retryAfter);
  }
  return { etag, notModified: false, data: answer.body.toString('utf8') };
}

/** The most of an error answer's body read for its message (core's errors are one short sentence). */
const ERROR_BODY_LIMIT = 64 * 1024;

async function boundedBytes(body: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    if (size >= limit) break;
  }
  body.destroy();
  return Buffer.concat(chunks);
}

/** A download passed on: core's body as it arrives, and its headers by name. */
export type PassedStream = { body: Readable; header(name: string): string | undefined };

/**
 * An OK streamed answer → its body (still arriving) and headers; an error answer (JSON before the first byte
 * of a file) → core's status and message as an HttpError, its short body read and the rest dropped.
 */
export async function unwrapStream(call: Promise<StreamAnswer>): Promise<PassedStream> {
  const answer = await call;
  const header = (name: string) => headerOf(answer, name);
  if (answer.status < 200 || answer.status > 299) {
    const body = await boundedBytes(answer.body, ERROR_BODY_LIMIT).catch(() => Buffer.alloc(0));
    const retryAfter = retryAfterOf(header('retry-after'));
    throw new HttpError(
      answer.status,
      messageOf(errorBodyOf({ ...answer, body }), answer.statusText || UNAVAILABLE),
      retryAfter,
    );
  }
  return { body: answer.body, header };
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
export const actingAs = (userId: string, idempotencyKey?: string) => ({
  header: { 'X-Acting-User-Id': userId, ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}) },
});

/** The browser's `Idempotency-Key` (one per user action), passed on to core for unsafe calls. */
export const idempotencyKeyOf = (ctx: { get(name: string): string }): string | undefined =>
  ctx.get('Idempotency-Key') || undefined;

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Sends one call (`path` after the base URL) to the balancer's pick through `attempt`, and again to the
 * next instance when the connection was refused (any method) or broke (GET / HEAD / OPTIONS);
 * `timeoutMs` bounds the call with its retries (one timer, cleared when the answer is in).
 */
export function balancedCall(balancer: Balancer, timeoutMs: number) {
  const targets = new Map(balancer.targets.map((target) => [target, withoutTrailingSlash(target)]));
  return async <T>(method: string, path: string, attempt: (url: string, deadline: Deadline) => Promise<T>) => {
    const deadline = new Deadline();
    const timer = setTimeout(() => deadline.abort(new Error(`core did not answer within ${timeoutMs} ms`)), timeoutMs);
    try {
      const tried = new Set<string>();
      for (;;) {
        const target = balancer.pick(tried)!;
        tried.add(target);
        try {
          const answer = await attempt(`${targets.get(target)}${path}`, deadline);
          balancer.markUp(target);
          return answer;
        } catch (err) {
          const refused = connectionRefused(err);
          if (refused) balancer.markDown(target);
          const again = !deadline.aborted && (refused || RETRYABLE_METHODS.has(method));
          if (!again || tried.size >= balancer.targets.length) throw err;
        }
      }
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * A fetch for requests built on `targets[0]` that sends each to the balancer's pick instead, through
 * `transport` (no second Request: the URL, headers and body go on as they are). The body is read once,
 * so a call can be sent again.
 */
export function balancedFetch(balancer: Balancer, transport: Transport, timeoutMs: number) {
  const basePath = withoutTrailingSlash(new URL(balancer.targets[0]).pathname);
  const call = balancedCall(balancer, timeoutMs);
  return async (request: Request): Promise<Response> => {
    // request.url is absolute and normalized: its path starts at the first '/' after the origin
    const { url } = request;
    const rest = url.slice(url.indexOf('/', url.indexOf('//') + 2) + basePath.length);
    const body = request.body ? await request.arrayBuffer() : undefined;
    return call(request.method, rest, (target, deadline) =>
      transport(target, {
        method: request.method,
        headers: request.headers,
        body,
        signal: deadline.signal,
      } satisfies CallInit),
    );
  };
}

export function createCoreClient(options: CoreClientOptions): CoreClient {
  const { baseUrl, serviceToken, timeoutMs = TIMEOUT_BUDGETS_MS.bff, fetch, traceHeaders: sendTrace = true } = options;
  const balancer = roundRobin(typeof baseUrl === 'string' ? [baseUrl] : baseUrl);
  // tests pass a fetch (a stub, or the global one); a process sends over pooled node:http sockets
  const transport = fetch ?? httpTransport();
  const send = balancedFetch(balancer, transport, timeoutMs);
  const call = balancedCall(balancer, timeoutMs);
  const authorization = `Bearer ${serviceToken}`;
  const sendRaw = fetch
    ? (url: string, init: RawInit, deadline: Deadline) =>
        fetch(url, {
          method: init.method,
          headers: init.headers as Record<string, string>,
          signal: deadline.signal,
        }).then(rawAnswerOf)
    : (transport as ReturnType<typeof httpTransport>).raw;
  const sendStream = fetch
    ? (url: string, init: RawInit, deadline: Deadline) =>
        fetch(url, {
          method: init.method,
          headers: init.headers as Record<string, string>,
          signal: deadline.signal,
        }).then((response): StreamAnswer => {
          const rawHeaders: string[] = [];
          response.headers.forEach((value, name) => rawHeaders.push(name, value));
          const body = response.body
            ? Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>)
            : Readable.from([]);
          return { status: response.status, statusText: response.statusText, rawHeaders, body };
        })
    : (transport as ReturnType<typeof httpTransport>).stream;
  const getStream: StreamGet = async (path, extra) => {
    const headers = { ...extra, authorization, ...(sendTrace ? traceHeaders() : {}) };
    try {
      return await call('GET', path, (url, deadline) =>
        sendStream(url, { method: 'GET', headers, signal: deadline }, deadline),
      );
    } catch {
      throw serviceUnavailable(UNAVAILABLE, UNREACHABLE_RETRY_AFTER_S);
    }
  };
  const getRaw: RawGet = async (path, extra) => {
    const headers = { ...extra, authorization, ...(sendTrace ? traceHeaders() : {}) };
    try {
      return await call('GET', path, (url, deadline) =>
        sendRaw(url, { method: 'GET', headers, signal: deadline }, deadline),
      );
    } catch {
      throw serviceUnavailable(UNAVAILABLE, UNREACHABLE_RETRY_AFTER_S);
    }
  };
  const api = createClient<paths>({
    baseUrl: balancer.targets[0],
    headers: { Authorization: `Bearer ${serviceToken}` },
    pathSerializer: corePathSerializer,
    fetch: (request: Request) => {
      // the request's trace goes on to core (traceparent with this BFF's span, x-request-id)
      if (sendTrace) for (const [name, value] of Object.entries(traceHeaders())) request.headers.set(name, value);
      return send(request).then((response) => {
        noteCoreAnswer(response.headers); // Idempotent-Replayed goes on to the browser
        return response;
      });
    },
  });
  return {
    api,
    getRaw,
    getStream,
    async verifyCredentials(body) {
      return (await unwrap(api.POST('/auth/login', { body }))).user;
    },
    getSession: (sid) => unwrapOptional(api.GET('/sessions/{sid}', { params: { path: { sid } } })),
    missedEvents: (actingUserId, sessionId, after) =>
      unwrap(
        api.GET('/events/missed', {
          params: {
            header: { 'X-Acting-User-Id': actingUserId, 'X-Session-Id': sessionId },
            query: after === undefined ? {} : { after },
          },
        }),
      ),
    getSessionWithUser: (sid) => unwrapOptional(api.GET('/sessions/{sid}/user', { params: { path: { sid } } })),
    async putSession(sid, data, maxAgeMs) {
      // core.yaml types `data` as a bare object (generated as Record<string, never>)
      const body = { data: data as Record<string, never>, maxAgeMs };
      await unwrap(api.PUT('/sessions/{sid}', { params: { path: { sid } }, body }));
    },
    async deleteSession(sid) {
      await unwrap(api.DELETE('/sessions/{sid}', { params: { path: { sid } } }));
    },
    getSessionUser: (userId) =>
      unwrapOptional(api.GET('/users/{userId}/session-user', { params: { path: { userId } } })),
    checkRateLimit: (bucket, key, policy) =>
      unwrap(api.POST('/rate-limits/{bucket}/check', { params: { path: { bucket } }, body: { key, ...policy } })),
    consumeRateLimit: (bucket, key, policy) =>
      unwrap(api.POST('/rate-limits/{bucket}/consume', { params: { path: { bucket } }, body: { key, ...policy } })),
    async releaseRateLimit(bucket, key) {
      await unwrap(api.POST('/rate-limits/{bucket}/release', { params: { path: { bucket } }, body: { key } }));
    },
    async resetRateLimit(bucket, key) {
      await unwrap(api.POST('/rate-limits/{bucket}/reset', { params: { path: { bucket } }, body: { key } }));
    },
  };
}
