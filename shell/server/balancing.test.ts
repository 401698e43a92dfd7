/** @jest-environment node */
// The edge across several instances of a BFF (PLAYER_BFF_URL etc. as a comma-separated list): round-robin,
// a refused instance passed over (any method, the body sent again), a reset GET sent to the next instance,
// a reset POST never sent twice, and readiness while one instance of each BFF answers.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import request from 'supertest';
import { createEdge } from './app';
import { edgeConfigFrom, edgeEnvSchema } from './config';
import { REPLAYABLE_BODY_BYTES } from './proxy';

type Instance = {
  name: string;
  url: string;
  seen: { method: string; url: string; body: string }[];
  close: () => Promise<void>;
};
type Behaviour = 'answer' | 'reset';

/** A BFF instance that answers with its name and what it received, or resets every connection. */
async function instance(name: string, behaviour: Behaviour = 'answer'): Promise<Instance> {
  const seen: Instance['seen'] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', body });
      if (behaviour === 'reset') return req.socket.destroy();
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ instance: name, body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    name,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An address nothing listens on: connections are refused. */
async function refusingUrl(): Promise<string> {
  const gone = await instance('gone');
  await gone.close();
  return gone.url;
}

const logger = pino({ level: 'silent' });
const opened: Instance[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((i) => i.close()));
});

async function instances(...behaviours: Behaviour[]) {
  const list = await Promise.all(behaviours.map((b, i) => instance(`player-${i + 1}`, b)));
  opened.push(...list);
  return list;
}

const edgeFor = (playerUrls: string[], others = playerUrls) => {
  const env = edgeEnvSchema.parse({
    PLAYER_BFF_URL: playerUrls.join(','),
    ORGANIZER_BFF_URL: others.join(','),
    ADMIN_BFF_URL: others.join(','),
  });
  return createEdge(edgeConfigFrom(env), { logger, checks: {} }).callback();
};
const origin = { Origin: 'http://localhost:8080' };

describe('edge balancing across BFF instances', () => {
  it('reads each BFF as a list of instances', () => {
    const env = edgeEnvSchema.parse({ PLAYER_BFF_URL: 'http://p1:8081, http://p2:8081/' });
    expect(edgeConfigFrom(env).bff.player).toEqual(['http://p1:8081', 'http://p2:8081']);
    expect(edgeEnvSchema.safeParse({ PLAYER_BFF_URL: 'http://p1:8081,p2' }).success).toBe(false);
  });

  it('sends requests round-robin', async () => {
    const [one, two] = await instances('answer', 'answer');
    const edge = edgeFor([one.url, two.url]);
    const served: string[] = [];
    for (let i = 0; i < 4; i += 1) served.push((await request(edge).get('/api/tournaments').expect(200)).body.instance);
    expect(served).toEqual(['player-1', 'player-2', 'player-1', 'player-2']);
  });

  it('passes over an instance that refuses connections, for GETs and for POSTs with their body', async () => {
    const [live] = await instances('answer');
    const edge = edgeFor([await refusingUrl(), live.url]);
    for (let i = 0; i < 3; i += 1) {
      expect((await request(edge).get('/api/tournaments').expect(200)).body.instance).toBe('player-1');
      const posted = await request(edge)
        .post('/api/auth/login')
        .set(origin)
        .type('json')
        .send({ email: `p${i}@example.com` })
        .expect(200);
      expect(posted.body).toEqual({ instance: 'player-1', body: JSON.stringify({ email: `p${i}@example.com` }) });
    }
    expect(live.seen).toHaveLength(6);
  });

  it('answers 502 when every instance refuses', async () => {
    const edge = edgeFor([await refusingUrl(), await refusingUrl()]);
    expect((await request(edge).get('/api/tournaments').expect(502)).body).toEqual({
      message: 'Service temporarily unavailable',
    });
    expect((await request(edge).post('/api/auth/logout').type('json').send({})).status).toBe(502);
  });

  it('sends a GET whose connection was reset to the next instance, but never a POST', async () => {
    const [broken, live] = await instances('reset', 'answer');
    const edge = edgeFor([broken.url, live.url]);
    expect((await request(edge).get('/api/tournaments').expect(200)).body.instance).toBe('player-2');
    expect(broken.seen).toHaveLength(1);
    // the POST reaches the broken instance (its turn): it may have acted on it, so it is not sent again
    const posted = await request(edge).post('/api/auth/logout').type('json').send({});
    expect(posted.status).toBe(502);
    expect(broken.seen).toHaveLength(2);
    expect(live.seen).toHaveLength(1);
  });

  it('refuses an unsafe body past REPLAYABLE_BODY_BYTES with 413 before sending it', async () => {
    const [live] = await instances('answer');
    const edge = edgeFor([live.url]);
    const big = JSON.stringify({ text: 'x'.repeat(REPLAYABLE_BODY_BYTES) });
    const res = await request(edge).post('/api/auth/login').type('json').send(big);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Request body too large' });
    expect(live.seen).toHaveLength(0);
  });

  it('is ready while one instance of each BFF answers /livez', async () => {
    const [live] = await instances('answer');
    const down = await refusingUrl();
    const env = edgeEnvSchema.parse({
      PLAYER_BFF_URL: `${down},${live.url}`,
      ORGANIZER_BFF_URL: live.url,
      ADMIN_BFF_URL: `${live.url},${down}`,
    });
    const edge = createEdge(edgeConfigFrom(env), { logger }).callback();
    expect((await request(edge).get('/readyz').expect(200)).body.checks).toEqual({
      'bff-player': 'ok',
      'bff-organizer': 'ok',
      'bff-admin': 'ok',
    });
    const allDown = createEdge(
      edgeConfigFrom(
        edgeEnvSchema.parse({
          PLAYER_BFF_URL: `${down},${down}`,
          ORGANIZER_BFF_URL: live.url,
          ADMIN_BFF_URL: live.url,
        }),
      ),
      {
        logger,
      },
    ).callback();
    expect((await request(allDown).get('/readyz').expect(503)).body.checks).toMatchObject({ 'bff-player': 'down' });
  });
});
