// The BFFs' calls to core over node:http with one keep-alive agent per client, instead of the global
// fetch. Profiled under load (`npm run bench`), undici's fetch was the largest single cost of
// a BFF answering a proxied, cached read: a second Request per call, a web stream per body, an
// AbortSignal.timeout whose timer lives on for the whole budget. Here a call is one http.request on a
// pooled socket, its body read into one Buffer and handed to openapi-fetch as a Response. A free
// socket is dropped after UPSTREAM_FREE_SOCKET_MS, below core's keep-alive timeout, so a call is never
// sent on a socket core is closing.
import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import { UPSTREAM_FREE_SOCKET_MS } from '../listen';

/** One call as the balancer sends it: no Request object, the body already read. */
export type CallInit = { method: string; headers: Headers; body?: ArrayBuffer; signal: AbortSignal };

/** Sends one call and answers its Response; the global fetch has this shape too (tests pass stubs). */
export type Transport = (url: string, init: CallInit) => Promise<Response>;

/** Statuses whose Response must have a null body (Fetch standard). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/** What a call listens to for its end: an AbortSignal, or a Deadline (which makes none unless asked). */
export type CallSignal = Pick<AbortSignal, 'aborted' | 'reason'> & {
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
};

/**
 * A call's time budget, aborted once when it is up. An AbortController per call showed in the BFF's
 * profile (its signal, an event target, a listener): a Deadline is a flag and a list, and makes an
 * AbortSignal only for a transport that wants one (`signal`, for the fetch-shaped stubs of tests).
 */
export class Deadline implements CallSignal {
  aborted = false;
  reason: unknown = undefined;
  #listeners: (() => void)[] = [];
  #controller: AbortController | undefined;

  abort(reason: Error): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    this.#controller?.abort(reason);
    for (const listener of this.#listeners.splice(0)) listener();
  }

  addEventListener(_type: 'abort', listener: () => void): void {
    if (!this.aborted) this.#listeners.push(listener);
  }

  get signal(): AbortSignal {
    if (!this.#controller) {
      this.#controller = new AbortController();
      if (this.aborted) this.#controller.abort(this.reason);
    }
    return this.#controller.signal;
  }
}

/** One call on the raw path: plain header object, the body as bytes. */
export type RawInit = { method: string; headers: http.OutgoingHttpHeaders; body?: Buffer; signal: CallSignal };

/**
 * An answer as it came, with no Response or Headers object: the pass-through reads (a view relayed to
 * the browser as core sent it) need only its status, two headers and the bytes.
 */
export type RawAnswer = { status: number; statusText: string; rawHeaders: readonly string[]; body: Buffer };

/**
 * An answer whose body is still arriving (a download passed on as it comes: the CSV exports). Resolved once
 * core's status and headers are in; the body ends, or errors when core cut it off.
 */
export type StreamAnswer = { status: number; statusText: string; rawHeaders: readonly string[]; body: Readable };

/** A header of a raw answer (the first of that name), case-insensitive; undefined when absent. */
export function headerOf(answer: Pick<RawAnswer, 'rawHeaders'>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  const raw = answer.rawHeaders;
  for (let i = 0; i < raw.length; i += 2)
    if (raw[i].length === wanted.length && raw[i].toLowerCase() === wanted) return raw[i + 1];
  return undefined;
}

/** The raw answer of a fetch-shaped transport (the stubs tests pass). */
export async function rawAnswerOf(response: Response): Promise<RawAnswer> {
  const rawHeaders: string[] = [];
  response.headers.forEach((value, name) => rawHeaders.push(name, value));
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, statusText: response.statusText, rawHeaders, body };
}

export type HttpTransportOptions = {
  /** idle sockets kept per core instance (default 256; the BFF's concurrency to core is bounded by its own callers) */
  maxFreeSockets?: number;
};

export type HttpTransport = Transport & {
  /** the same call, answered as it came (no Response object) */
  readonly raw: (url: string, init: RawInit) => Promise<RawAnswer>;
  /** the same call, answered at its headers with the body as a stream (never read whole) */
  readonly stream: (url: string, init: RawInit) => Promise<StreamAnswer>;
  /** the agents, for tests and for closing the pooled sockets */
  readonly agents: { http: http.Agent; https: https.Agent };
  destroy(): void;
};

/**
 * A Response whose body is already in memory: text() and json() read the Buffer directly. undici's
 * Response would wrap it in a web stream first (a ReadableStream per answer, made transferable), which
 * the profile showed as a cost of its own. `body` still gives a stream, made when asked for.
 */
export class BufferedResponse extends Response {
  readonly #bytes: Buffer | null;

  constructor(bytes: Buffer | null, init: ResponseInit) {
    super(null, init);
    this.#bytes = bytes;
  }

  override get body(): ReadableStream<Uint8Array<ArrayBuffer>> | null {
    // a socket's Buffer is backed by an ArrayBuffer (never a SharedArrayBuffer), as BodyInit wants
    return this.#bytes && new Response(this.#bytes as Uint8Array<ArrayBuffer>).body;
  }

  override async text(): Promise<string> {
    return this.#bytes ? this.#bytes.toString('utf8') : '';
  }

  override async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = this.#bytes ?? Buffer.alloc(0);
    return new Uint8Array(bytes).buffer;
  }

  override clone(): Response {
    return new BufferedResponse(this.#bytes, {
      status: this.status,
      statusText: this.statusText,
      headers: new Headers(this.headers),
    });
  }

  override async blob(): Promise<Blob> {
    return new Blob(this.#bytes ? [this.#bytes as Uint8Array<ArrayBuffer>] : []);
  }
}

function responseOf({ status, statusText, rawHeaders: raw, body }: RawAnswer): Response {
  const headers = new Headers();
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i], raw[i + 1]);
  return new BufferedResponse(NULL_BODY.has(status) ? null : body, { status, statusText, headers });
}

type Origin = { hostname: string; port: string; secure: boolean };

export function httpTransport(options: HttpTransportOptions = {}): HttpTransport {
  const agentOptions = {
    keepAlive: true,
    timeout: UPSTREAM_FREE_SOCKET_MS,
    maxFreeSockets: options.maxFreeSockets ?? 256,
  };
  const agents = { http: new http.Agent(agentOptions), https: new https.Agent(agentOptions) };
  // core's few origins, parsed once: a call's URL is `<origin><path>`
  const origins = new Map<string, Origin>();
  const originOf = (origin: string): Origin => {
    let parsed = origins.get(origin);
    if (!parsed) {
      const url = new URL(origin);
      // an IPv6 literal is bracketed in a URL, not in a host name
      const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
      parsed = { hostname, port: url.port, secure: url.protocol === 'https:' };
      origins.set(origin, parsed);
    }
    return parsed;
  };
  /** Sends one call; `onAnswer` gets core's answer at its headers (`reject` for a failure after that). */
  const open = (
    url: string,
    init: RawInit,
    reject: (err: Error) => void,
    onAnswer: (res: http.IncomingMessage) => void,
  ): void => {
    const pathStart = url.indexOf('/', url.indexOf('//') + 2);
    const { hostname, port, secure } = originOf(pathStart < 0 ? url : url.slice(0, pathStart));
    const path = pathStart < 0 ? '/' : url.slice(pathStart);
    const { body } = init;
    const headers = body ? { ...init.headers, 'content-length': String(body.length) } : init.headers;
    const request = (secure ? https : http).request(
      {
        hostname,
        port,
        path,
        method: init.method,
        headers,
        agent: secure ? agents.https : agents.http,
      },
      onAnswer,
    );
    request.on('error', reject);
    // not http.request's `signal` option: its stream plumbing cost more per call than one listener
    const { signal } = init;
    const abort = () => void request.destroy(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    request.end(body);
  };
  const raw = (url: string, init: RawInit): Promise<RawAnswer> =>
    new Promise((resolve, reject) =>
      open(url, init, reject, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('aborted', () => reject(new Error('core closed the connection mid-answer')));
        res.on('end', () => {
          if (!res.complete) return reject(new Error('core closed the connection mid-answer'));
          resolve({
            status: res.statusCode ?? 502,
            statusText: res.statusMessage ?? '',
            rawHeaders: res.rawHeaders,
            body: chunks.length === 1 ? chunks[0] : Buffer.concat(chunks),
          });
        });
      }),
    );
  const stream = (url: string, init: RawInit): Promise<StreamAnswer> =>
    new Promise((resolve, reject) =>
      open(url, init, reject, (res) =>
        resolve({
          status: res.statusCode ?? 502,
          statusText: res.statusMessage ?? '',
          rawHeaders: res.rawHeaders,
          body: res,
        }),
      ),
    );
  const send = async (url: string, init: CallInit): Promise<Response> => {
    const headers: http.OutgoingHttpHeaders = {};
    init.headers.forEach((value, name) => (headers[name] = value));
    const body = init.body ? Buffer.from(init.body) : undefined;
    return responseOf(await raw(url, { method: init.method, headers, body, signal: init.signal }));
  };
  return Object.assign(send, {
    raw,
    stream,
    agents,
    destroy() {
      agents.http.destroy();
      agents.https.destroy();
    },
  });
}
