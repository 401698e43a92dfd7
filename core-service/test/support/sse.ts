// Core's live-update feed as a browser sees it: a BFF's hub (service-kit EventHub, the production one) on
// core's GET /events/feed and /events/missed over real sockets, behind a small server that opens a user's
// stream (`/stream?user=&sid=`, the role read from core as a BFF's session does), and a client that reads
// the events as they arrive.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventHub, HttpError, coreEventFeed, createCoreClient } from '@chess-portal/service-kit';
import { SERVICE_TOKEN } from './test-app';

export type HubServer = { base: string; hub: EventHub; close: () => Promise<void> };

/** A BFF-like server with its one hub over the core at `coreBase`. */
export async function startHubServer(coreBase: string): Promise<HubServer> {
  const core = createCoreClient({ baseUrl: coreBase, serviceToken: SERVICE_TOKEN });
  const hub = new EventHub(coreEventFeed({ baseUrl: coreBase, serviceToken: SERVICE_TOKEN }), core);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://hub');
    const userId = url.searchParams.get('user') ?? '';
    const sid = url.searchParams.get('sid') ?? '';
    const lastEventId = req.headers['last-event-id'];
    void (async () => {
      const user = await core.getSessionUser(userId);
      if (!user) throw new HttpError(401, 'no such user');
      await hub.open(
        res,
        { id: user.id, role: user.role },
        sid,
        typeof lastEventId === 'string' ? lastEventId : undefined,
        () => {},
      );
    })().catch((err: unknown) => {
      const status = err instanceof HttpError ? err.status : 500;
      if (!res.headersSent) res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: (err as Error).message }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hub,
    close: async () => {
      hub.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type SseEvent = { event: string; id?: string; data: string };
export type SseStream = {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: () => string;
  events: () => SseEvent[];
  /** resolves with the first event matching, or rejects after 5 s */
  next: (match: (e: SseEvent) => boolean) => Promise<SseEvent>;
  ended: Promise<void>;
  close: () => void;
};

export function parseSse(text: string): SseEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.split('\n').some((l) => l.startsWith('data:')))
    .map((block) => {
      const e: SseEvent = { event: 'message', data: '' };
      for (const line of block.split('\n')) {
        const [field, ...rest] = line.split(':');
        const value = rest.join(':').replace(/^ /, '');
        if (field === 'event') e.event = value;
        else if (field === 'id') e.id = value;
        else if (field === 'data') e.data += value;
      }
      return e;
    });
}

/** A `change` event naming `key`. */
export const changeOf = (key: string) => (e: SseEvent) => e.event === 'change' && JSON.parse(e.data).key === key;

export function openSse(
  base: string,
  userId: string,
  sid: string,
  headers: Record<string, string> = {},
): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${base}/stream?user=${encodeURIComponent(userId)}&sid=${encodeURIComponent(sid)}`,
      { headers },
      (res) => {
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
          events: () => parseSse(text),
          ended: new Promise<void>((done) => res.on('close', done)),
          close: () => req.destroy(),
          next: (match) =>
            new Promise((found, fail) => {
              const timer = setTimeout(() => fail(new Error(`no matching event in:\n${text}`)), 5000);
              const look = () => {
                const hit = parseSse(text).find(match);
                if (hit) {
                  clearTimeout(timer);
                  found(hit);
                } else waiters.push(look);
              };
              look();
            }),
        });
      },
    );
    req.on('error', reject);
  });
}
