import { spawn } from 'node:child_process';
import type http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { createDrain } from './health/health';
import { createHttpServer, drainServer, UPSTREAM_FREE_SOCKET_MS, UPSTREAM_KEEP_ALIVE_MS } from './listen';

const root = path.resolve(__dirname, '../../..');
const fixture = path.resolve(__dirname, '../test/listen-fixture.ts');

function waitFor(out: { text: string }, pattern: RegExp, ms = 15000): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      const m = out.text.match(pattern);
      if (m) return resolve(m);
      if (Date.now() - started > ms) return reject(new Error(`timeout waiting for ${pattern}: ${out.text}`));
      setTimeout(tick, 50);
    };
    tick();
  });
}

describe('listen', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'serves, then on %s closes the server, runs onClose and exits 0',
    async (signal) => {
      const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
        cwd: root,
        env: { ...process.env, LOG_LEVEL: 'silent' },
      });
      const out = { text: '' };
      child.stdout.on('data', (d) => (out.text += String(d)));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

      const [, port] = await waitFor(out, /PORT (\d+)/);
      const res = await fetch(`http://127.0.0.1:${port}/`);
      expect(await res.json()).toEqual({ ok: true });

      child.kill(signal);
      expect(await exited).toBe(0);
      expect(out.text).toContain('ONCLOSE');
    },
  );
});

describe('createHttpServer and drainServer', () => {
  const start = async (handler: http.RequestListener, timeouts = {}) => {
    const server = createHttpServer(handler, timeouts);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  };

  it('closes a connection whose headers trickle in slower than headersTimeout', async () => {
    const { server, url } = await start((_, res) => res.end('ok'), { headersTimeoutMs: 300, checkIntervalMs: 50 });
    const socket = net.connect(Number(new URL(url).port), '127.0.0.1');
    socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
    const drip = setInterval(() => socket.write('X-Slow: 1\r\n'), 100);
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (d) => (text += String(d)));
      socket.on('close', () => resolve(text));
    });
    clearInterval(drip);
    // at the 300 ms headersTimeout, not the 10 s default (5 s leaves a busy machine room)
    expect(Date.now() - started).toBeLessThan(5000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    server.close();
  });

  it('sets the documented defaults', async () => {
    const { server } = await start((_, res) => res.end());
    expect(server.headersTimeout).toBe(10_000);
    expect(server.requestTimeout).toBe(30_000);
    expect(server.keepAliveTimeout).toBe(UPSTREAM_KEEP_ALIVE_MS);
    expect(UPSTREAM_FREE_SOCKET_MS).toBeLessThan(UPSTREAM_KEEP_ALIVE_MS);
    server.close();
  });

  it('turns readiness 503, lets an in-flight request finish, refuses new connections, then resolves', async () => {
    const drain = createDrain();
    const { server, url } = await start((req, res) => {
      if (req.url === '/slow') setTimeout(() => res.end('finished'), 400);
      else res.end(drain.draining ? 'draining' : 'ready');
    });
    const inFlight = fetch(`${url}/slow`).then((r) => r.text());
    await new Promise((resolve) => setTimeout(resolve, 100));
    const drained = drainServer(server, { drain, budgetMs: 5000 });
    expect(drain.draining).toBe(true);
    expect(await inFlight).toBe('finished');
    await drained;
    await expect(fetch(`${url}/`)).rejects.toThrow();
  });

  it('closes what is still open once the budget is spent', async () => {
    const { server, url } = await start(() => undefined); // never answers
    const hung = fetch(`${url}/hang`).then(
      () => 'answered',
      () => 'closed',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await drainServer(server, { budgetMs: 300 });
    // at the 300 ms budget, not the 10 s default (5 s leaves a busy machine room)
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await hung).toBe('closed');
  });

  it('keeps accepting during the drain delay while readiness is already 503', async () => {
    const drain = createDrain();
    const { server, url } = await start((_, res) => res.end(drain.draining ? 'draining' : 'ready'));
    const drained = drainServer(server, { drain, delayMs: 300 });
    expect(await (await fetch(url)).text()).toBe('draining');
    await drained;
  });
});
