// GET /api/events through bff-player to the real core over real sockets: a signed-in tab's stream
// carries its user's changes (ids and versions), passes Last-Event-ID on, is capped per user, refuses a
// visitor, and ends at once when the session signs out.
import { SETUP_BUDGET_MS } from '@chess-portal/core-service/testing';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from '@chess-portal/service-kit/src/testing/same-origin-request';
import { BFF_STREAMS_PER_USER, closeEventStreams } from '@chess-portal/service-kit';
import { cookiePairs, startRealStack, type RealStack } from '../../../test/support/real-stack';

let stack: RealStack;
let server: http.Server;
let base: string;
/** the feed connections (GET /events/feed) this BFF opened to core */
let feedRequests = 0;
beforeAll(async () => {
  stack = await startRealStack();
  stack.coreServer.on('request', (req: http.IncomingMessage) => {
    if (req.url?.startsWith('/events/feed')) feedRequests += 1;
  });
  server = http.createServer(stack.player);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, SETUP_BUDGET_MS);
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await stack.close();
});

type Stream = {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: () => string;
  waitFor: (pattern: RegExp) => Promise<RegExpMatchArray>;
  ended: Promise<void>;
  close: () => void;
};

function open(cookies: string[], headers: Record<string, string> = {}): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/api/events`, { headers: { Cookie: cookies.join('; '), ...headers } }, (res) => {
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
        waitFor: (pattern) =>
          new Promise((found, fail) => {
            const timer = setTimeout(() => fail(new Error(`${pattern} not in:\n${text}`)), 5000);
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

const signIn = async () => {
  const res = await request(stack.player)
    .post('/api/auth/login')
    .send({ email: 'player@example.com', password: 'player123' });
  expect(res.status).toBe(200);
  return cookiePairs(res.headers['set-cookie']);
};

describe('GET /api/events (bff-player)', () => {
  it('streams the signed-in user’s changes uncompressed and unbuffered, and resumes from Last-Event-ID', async () => {
    const cookies = await signIn();
    const playerId = stack.core.demo!.playerId;
    const stream = await open(cookies, { 'Accept-Encoding': 'gzip, br' });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toBe('text/event-stream');
      expect(stream.headers['x-accel-buffering']).toBe('no');
      expect(stream.headers['content-encoding']).toBeUndefined();
      expect(stream.headers['cache-control']).toContain('no-transform');
      const [, readyId] = await stream.waitFor(/event: ?ready\nid: ?(\d+)/);
      expect(stream.text()).toMatch(/^retry: ?\d+$/m);

      await stack.core.db('notifications').insert({ user_id: playerId, kind: 'test', title: 'T', body: 'B' });
      await stream.waitFor(new RegExp(`"key":"notifications:${playerId}"`));
      stream.close();
      await stream.ended;

      await stack.core.db('notifications').insert({ user_id: playerId, kind: 'test', title: 'T2', body: 'B2' });
      const resumed = await open(cookies, { 'Last-Event-ID': readyId });
      try {
        // the notifications view moved after the ready id: the resumed stream names its latest version
        const [, id] = await resumed.waitFor(new RegExp(`id: ?(\\d+)\ndata: ?\\{"key":"notifications:${playerId}"`));
        expect(Number(id)).toBeGreaterThan(Number(readyId));
        expect(resumed.text()).not.toMatch(/event: ?ready/);
      } finally {
        resumed.close();
      }
    } finally {
      stream.close();
    }
  });

  it('refuses a visitor with 401 JSON and a stream past the cap with 429', async () => {
    const visitor = await request(stack.player).get('/api/events');
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ message: 'Authentication required' });

    const cookies = await signIn();
    const streams: Stream[] = [];
    try {
      for (let i = 0; i < BFF_STREAMS_PER_USER; i += 1) {
        const s = await open(cookies);
        expect(s.status).toBe(200);
        streams.push(s);
      }
      const refused = await open(cookies);
      expect(refused.status).toBe(429);
      await refused.ended;
      expect(JSON.parse(refused.text()).message).toMatch(/close another tab/);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      for (const s of streams) s.close();
    }
  });

  it('frees the place of a tab closed while its stream was opening (no 429 after quick navigations)', async () => {
    const cookies = await signIn();
    // tabs that go away at once: the request sent, the socket closed before any answer
    for (let i = 0; i < BFF_STREAMS_PER_USER * 2; i += 1) {
      await new Promise<void>((done) => {
        const req = http.get(`${base}/api/events`, { agent: false, headers: { Cookie: cookies.join('; ') } });
        req.on('error', () => done());
        req.on('close', () => done());
        req.on('socket', (socket) => socket.once('connect', () => setImmediate(() => req.destroy())));
      });
    }
    // once the BFF has seen them all go, every place is free again: a place still taken after 10 s is lost
    const streams: Stream[] = [];
    try {
      for (let i = 0; i < BFF_STREAMS_PER_USER; i += 1) {
        const deadline = Date.now() + 10_000;
        let s = await open(cookies);
        while (s.status === 429 && Date.now() < deadline) {
          s.close();
          await new Promise((settle) => setTimeout(settle, 100));
          s = await open(cookies);
        }
        streams.push(s);
        expect(s.status).toBe(200);
      }
    } finally {
      for (const s of streams) s.close();
    }
  });

  it('answers HEAD with the stream’s headers and ends (no stream is held open for it)', async () => {
    const cookies = await signIn();
    const head = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.request(`${base}/api/events`, { method: 'HEAD', headers: { Cookie: cookies.join('; ') } });
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res));
      });
      req.on('error', reject);
      req.end();
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/event-stream/);
  });

  it('ends the stream at once when the session signs out', async () => {
    const cookies = await signIn();
    const stream = await open(cookies);
    await stream.waitFor(/event: ?ready/);
    const out = await request(stack.player).post('/api/auth/logout').set('Cookie', cookies).send({});
    expect(out.status).toBeLessThan(300);
    const started = Date.now();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('serves many tabs from one feed connection to core, each only its own user’s changes', async () => {
    const playerId = stack.core.demo!.playerId;
    const otherId = stack.core.demo!.organizerId;
    const streams: Stream[] = [];
    try {
      for (let i = 0; i < BFF_STREAMS_PER_USER; i += 1) {
        const s = await open(await signIn());
        await s.waitFor(/event: ?ready/);
        streams.push(s);
      }
      await stack.core.db('notifications').insert({ user_id: otherId, kind: 'test', title: 'O', body: 'O' });
      await stack.core.db('notifications').insert({ user_id: playerId, kind: 'test', title: 'P', body: 'P' });
      for (const s of streams) await s.waitFor(new RegExp(`"key":"notifications:${playerId}"`));
      for (const s of streams) expect(s.text()).not.toContain(otherId);
      expect(feedRequests).toBe(1);
    } finally {
      for (const s of streams) s.close();
    }
  });

  it('ends every open stream when the BFF starts draining', async () => {
    const cookies = await signIn();
    const stream = await open(cookies);
    await stream.waitFor(/event: ?ready/);
    closeEventStreams();
    await stream.ended;
  });
});
