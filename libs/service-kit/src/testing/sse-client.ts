// Tests' client for a BFF's event stream (GET /api/events, /api/organizer/events, /api/admin/events) over a
// real socket: the answer's head, then its text as it arrives, waited on by pattern.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type TestStream = {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: () => string;
  /** resolves with the first match in the text so far or to come; rejects after `ms` (5 s) */
  waitFor: (pattern: RegExp, ms?: number) => Promise<RegExpMatchArray>;
  ended: Promise<void>;
  close: () => void;
};

export function openTestStream(url: string, headers: Record<string, string> = {}): Promise<TestStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      let text = '';
      const waiters: (() => void)[] = [];
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        for (const w of waiters.splice(0)) w();
      });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        text: () => text,
        ended: new Promise((done) => res.on('close', done)),
        close: () => req.destroy(),
        waitFor: (pattern, ms = 5000) =>
          new Promise((found, fail) => {
            const timer = setTimeout(() => fail(new Error(`${pattern} not in:\n${text}`)), ms);
            const look = () => {
              const hit = pattern.exec(text);
              if (hit) {
                clearTimeout(timer);
                found(hit);
              } else waiters.push(look);
            };
            look();
          }),
      });
    });
    req.on('error', reject);
  });
}

/** Serves a request listener on a loopback port; the base URL and a close that ends open streams too. */
export async function listenForStreams(
  listener: http.RequestListener,
): Promise<{ base: string; close: () => Promise<void> }> {
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
