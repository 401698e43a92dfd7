// The hub over a feed served by a small stand-in for core on a real socket (the feed's wire format is
// core's: core-service/src/read-model/routes/events/events.test.ts runs the hub against the real core):
// one feed for every stream, each event only to its audience, a stream resumed with what core says it
// missed and the events that came meanwhile, a recheck ending the stream whose session ended, and every
// stream ended when the feed is lost, the feed then reopened.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventHub, coreEventFeed, frame, sessionKeyOf, type EventHubCore, type FeedEvent } from './event-hub';
import type { MissedEvents, SessionWithUser } from '../core/core-client';

let feeds: http.ServerResponse[] = [];
let feedsOpened = 0;
let core: http.Server;
let coreBase: string;
let hub: EventHub;
let browserServer: http.Server;
let browserBase: string;
/** the session lookups' answers by session id (undefined: ended) */
const sessions = new Map<string, SessionWithUser | undefined>();
let missedAnswer: (after?: string) => Promise<MissedEvents> = async () => ({ version: 10, reset: false, changes: [] });

const stub: EventHubCore = {
  missedEvents: (_user, _sid, after) => missedAnswer(after),
  getSessionWithUser: async (sid) => sessions.get(sid),
};

const send = (event: FeedEvent) => {
  for (const feed of feeds) feed.write(frame(event.type, event.version, event));
};

beforeAll(async () => {
  core = http.createServer((req, res) => {
    feedsOpened += 1;
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    res.write('retry: 3000\n\n' + frame('ready', 1, {}));
    feeds.push(res);
    res.on('close', () => (feeds = feeds.filter((f) => f !== res)));
  });
  await new Promise<void>((resolve) => core.listen(0, '127.0.0.1', resolve));
  coreBase = `http://127.0.0.1:${(core.address() as AddressInfo).port}`;
  hub = new EventHub(coreEventFeed({ baseUrl: coreBase, serviceToken: 't' }), stub);
  browserServer = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const user = { id: url.searchParams.get('user')!, role: url.searchParams.get('role')! };
    const last = req.headers['last-event-id'];
    hub
      .open(res, user, `sid-${user.id}`, typeof last === 'string' ? last : undefined, () => {})
      .catch(() => {
        res.writeHead(401).end();
      });
  });
  await new Promise<void>((resolve) => browserServer.listen(0, '127.0.0.1', resolve));
  browserBase = `http://127.0.0.1:${(browserServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  hub.stop();
  for (const server of [core, browserServer]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

type Tab = { text: () => string; waitFor: (s: string) => Promise<void>; ended: Promise<void>; close: () => void };

function tab(user: string, role = 'player', headers: Record<string, string> = {}): Promise<Tab> {
  sessions.set(`sid-${user}`, { user: { id: user, role } } as unknown as SessionWithUser);
  return new Promise((resolve, reject) => {
    const req = http.get(`${browserBase}/?user=${user}&role=${role}`, { headers }, (res) => {
      let text = '';
      const waiters: (() => void)[] = [];
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        for (const w of waiters.splice(0)) w();
      });
      resolve({
        text: () => text,
        ended: new Promise((done) => res.on('close', done)),
        close: () => req.destroy(),
        waitFor: (s) =>
          new Promise((found, fail) => {
            const timer = setTimeout(() => fail(new Error(`${s} not in:\n${text}`)), 5000);
            const look = () => {
              if (text.includes(s)) {
                clearTimeout(timer);
                found();
              } else waiters.push(look);
            };
            look();
          }),
      });
    });
    req.on('error', reject);
  });
}

it('serves every stream from one feed and writes each event only to its audience', async () => {
  const [ann, bob, admin] = [await tab('ann'), await tab('bob'), await tab('adm', 'admin')];
  try {
    await Promise.all([ann, bob, admin].map((t) => t.waitFor('event: ready')));
    expect(feedsOpened).toBe(1);
    expect(hub.size).toBe(3);
    send({ type: 'change', key: 'notifications:bob', version: 11, audience: 'user:bob' });
    send({ type: 'change', key: 'admin:stats', version: 12, audience: 'role:admin' });
    send({ type: 'change', key: 'tournaments:list', version: 13, audience: 'public' });
    await Promise.all([ann, bob, admin].map((t) => t.waitFor('"key":"tournaments:list","version":13')));
    await bob.waitFor('notifications:bob');
    expect(ann.text()).not.toContain('notifications:bob');
    expect(admin.text()).not.toContain('notifications:bob');
    await admin.waitFor('"key":"admin:stats"');
    expect(ann.text() + bob.text()).not.toContain('admin:stats');
  } finally {
    for (const t of [ann, bob, admin]) t.close();
  }
});

it('resumes with the missed changes, then the events that came meanwhile past them', async () => {
  let answer!: (missed: MissedEvents) => void;
  missedAnswer = () => new Promise((resolve) => (answer = resolve));
  const carl = tab('carl', 'player', { 'Last-Event-ID': '5' });
  await new Promise((resolve) => setTimeout(resolve, 200)); // attached, asking core
  send({ type: 'change', key: 'notifications:carl', version: 20, audience: 'user:carl' });
  send({ type: 'change', key: 'tournament:t1', version: 21, audience: 'public' });
  await new Promise((resolve) => setTimeout(resolve, 100));
  answer({ version: 21, reset: false, changes: [{ key: 'notifications:carl', version: 20 }] });
  const stream = await carl;
  try {
    await stream.waitFor('"key":"tournament:t1","version":21');
    expect(stream.text().match(/notifications:carl/g)).toHaveLength(1);
    expect(stream.text()).not.toContain('event: ready');
  } finally {
    stream.close();
    missedAnswer = async () => ({ version: 10, reset: false, changes: [] });
  }
});

it('ends a stream whose session ended on a recheck, and every stream when the feed is lost', async () => {
  const [dan, eve] = [await tab('dan'), await tab('eve')];
  await Promise.all([dan, eve].map((t) => t.waitFor('event: ready')));
  sessions.set('sid-dan', undefined);
  send({ type: 'recheck', key: sessionKeyOf('sid-dan'), version: 30, audience: sessionKeyOf('sid-dan') });
  await dan.ended;
  send({ type: 'recheck', key: 'user:eve', version: 31, audience: 'user:eve' }); // still signed in: stays
  send({ type: 'change', key: 'tournaments:list', version: 32, audience: 'public' });
  await eve.waitFor('"version":32');
  const opened = feedsOpened;
  for (const feed of feeds) feed.destroy();
  await eve.ended;
  const started = Date.now();
  while (feedsOpened === opened && Date.now() - started < 5000) await new Promise((r) => setTimeout(r, 50));
  expect(feedsOpened).toBe(opened + 1);
  expect(hub.connected).toBe(true);
});
