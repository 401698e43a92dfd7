// Sends a request with node:http (not fetch: fetch normalises '..' and '%2e' away and refuses some
// headers) and measures the time to the last byte of the answer.
// A body always goes with its Content-Length, like curl and browsers send it: node:http frames a body
// given to end() only for POST, PUT and PATCH, and sends a GET's or DELETE's body bare after the
// headers, which a server rightly reads as the start of the next request (400 and a closed connection).
import http from 'node:http';
import type { WireRequest } from './request';

export type Answer = {
  status: number;
  ms: number;
  /** the first characters of the answer (SendOptions.keep) */
  body: string;
  setCookie: string[];
  /** a connection error (no answer) */
  error?: string;
  /** sent again after our keep-alive socket was reset as we reused it */
  retried?: boolean;
};

export type SendOptions = {
  cookie?: string;
  localAddress?: string;
  timeoutMs?: number;
  /** characters of the answer kept (2,000) */ keep?: number;
};

export const TIMEOUT_MS = 10_000;

export function createClient(baseUrl: string) {
  const url = new URL(baseUrl);
  // keep-alive like a browser; the pool is larger than the concurrency so nobody waits for a socket
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

  function once(wire: WireRequest, opts: SendOptions): Promise<Answer & { reused: boolean }> {
    const started = performance.now();
    return new Promise((resolve) => {
      const headers: Record<string, string> = { ...wire.headers };
      const has = (name: string) => Object.keys(headers).some((h) => h.toLowerCase() === name);
      if (opts.cookie && !has('cookie')) headers.Cookie = opts.cookie;
      if (wire.body && !has('content-length')) headers['Content-Length'] = String(wire.body.length);
      let req: http.ClientRequest;
      const fail = (err: Error) =>
        resolve({
          status: 0,
          ms: performance.now() - started,
          body: '',
          setCookie: [],
          error: err.message,
          reused: req?.reusedSocket ?? false,
        });
      try {
        req = http.request({
          host: url.hostname,
          port: url.port,
          method: wire.method,
          path: wire.path,
          headers,
          agent,
          localAddress: opts.localAddress,
        });
      } catch (err) {
        return fail(err as Error);
      }
      req.setTimeout(opts.timeoutMs ?? TIMEOUT_MS, () =>
        req.destroy(new Error(`no answer after ${opts.timeoutMs ?? TIMEOUT_MS} ms`)),
      );
      req.on('error', fail);
      req.on('response', (res) => {
        // an open event stream (GET /api/events) never ends: its head is the answer, then it is closed
        if (String(res.headers['content-type']).startsWith('text/event-stream')) {
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            body: '',
            setCookie: res.headers['set-cookie'] ?? [],
            reused: req.reusedSocket,
          });
          req.destroy();
          return;
        }
        let body = '';
        const keep = opts.keep ?? 2000;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (body.length < keep) body += chunk.slice(0, keep - body.length);
        });
        res.on('error', fail);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            body,
            setCookie: res.headers['set-cookie'] ?? [],
            reused: req.reusedSocket,
          }),
        );
      });
      req.end(wire.body);
    });
  }

  /**
   * One request. A keep-alive socket the server closed just as we reused it (ECONNRESET on a
   * reused socket, node's documented race) is retried once on a new one: that is our client, not the portal.
   */
  async function send(wire: WireRequest, opts: SendOptions = {}): Promise<Answer> {
    const first = await once(wire, opts);
    if (!first.error || !first.reused || !/ECONNRESET|socket hang up/.test(first.error)) return first;
    return { ...(await once(wire, opts)), retried: true };
  }

  return { send, close: () => agent.destroy() };
}

export type Client = ReturnType<typeof createClient>;

/** `csa.sid=…; csa.sid.sig=…` from Set-Cookie headers (undefined when none was set). */
export function cookieFrom(setCookie: string[]): string | undefined {
  const pairs = setCookie
    .map((c) => c.split(';')[0])
    .filter((p) => p.startsWith('csa.sid') && !/^csa\.sid(\.sig)?=$/.test(p));
  return pairs.length ? pairs.join('; ') : undefined;
}
