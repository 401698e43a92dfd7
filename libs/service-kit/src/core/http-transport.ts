// The BFFs' calls to core over node:http with one keep-alive agent per client, instead of the global
// fetch. Profiled under load (issue 11, `npm run bench`), undici's fetch was the largest single cost of
// a BFF answering a proxied, cached read: a second Request per call, a web stream per body, an
// AbortSignal.timeout whose timer lives on for the whole budget. Here a call is one http.request on a
// pooled socket, its body read into one Buffer and handed to openapi-fetch as a Response. A free
// socket is dropped after UPSTREAM_FREE_SOCKET_MS, below core's keep-alive timeout, so a call is never
// sent on a socket core is closing.
import http from 'node:http';
import https from 'node:https';
import { UPSTREAM_FREE_SOCKET_MS } from '../listen';

/** One call as the balancer sends it: no Request object, the body already read. */
export type CallInit = { method: string; headers: Headers; body?: ArrayBuffer; signal: AbortSignal };

/** Sends one call and answers its Response; the global fetch has this shape too (tests pass stubs). */
export type Transport = (url: string, init: CallInit) => Promise<Response>;

/** Statuses whose Response must have a null body (Fetch standard). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

export type HttpTransportOptions = {
  /** idle sockets kept per core instance (default 256; the BFF's concurrency to core is bounded by its own callers) */
  maxFreeSockets?: number;
};

export type HttpTransport = Transport & {
  /** the agents, for tests and for closing the pooled sockets */
  readonly agents: { http: http.Agent; https: https.Agent };
  destroy(): void;
};

function responseOf(res: http.IncomingMessage, body: Buffer | null): Response {
  const headers = new Headers();
  const raw = res.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i], raw[i + 1]);
  const status = res.statusCode ?? 502;
  // a socket's Buffer is backed by an ArrayBuffer (never a SharedArrayBuffer), as BodyInit wants
  const bytes = NULL_BODY.has(status) ? null : (body as Uint8Array<ArrayBuffer> | null);
  return new Response(bytes, { status, statusText: res.statusMessage, headers });
}

export function httpTransport(options: HttpTransportOptions = {}): HttpTransport {
  const agentOptions = {
    keepAlive: true,
    timeout: UPSTREAM_FREE_SOCKET_MS,
    maxFreeSockets: options.maxFreeSockets ?? 256,
  };
  const agents = { http: new http.Agent(agentOptions), https: new https.Agent(agentOptions) };
  const send = (url: string, init: CallInit): Promise<Response> =>
    new Promise((resolve, reject) => {
      const target = new URL(url);
      const secure = target.protocol === 'https:';
      const headers: http.OutgoingHttpHeaders = {};
      init.headers.forEach((value, name) => (headers[name] = value));
      const body = init.body ? Buffer.from(init.body) : undefined;
      if (body) headers['content-length'] = String(body.length);
      const request = (secure ? https : http).request(
        target,
        { method: init.method, headers, agent: secure ? agents.https : agents.http, signal: init.signal },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('aborted', () => reject(new Error('core closed the connection mid-answer')));
          res.on('end', () => {
            if (!res.complete) return reject(new Error('core closed the connection mid-answer'));
            resolve(responseOf(res, chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  return Object.assign(send, {
    agents,
    destroy() {
      agents.http.destroy();
      agents.https.destroy();
    },
  });
}
