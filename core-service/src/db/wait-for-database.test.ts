// Start-up against a database that is not there yet: back-off 0.5 s doubling to 10 s, one log line per
// attempt, success as soon as it answers, a clear error once the total budget is spent. The last test
// uses knex: with DATABASE_URL (CI's PostgreSQL pass) through a loopback relay to PostgreSQL that drops
// the first connections, as a database still starting does; on PGlite (in-process, nothing to refuse)
// the ping itself fails until the database is "up".
import net, { type AddressInfo } from 'node:net';
import type { Logger } from '@chess-portal/service-kit';
import type { Knex } from 'knex';
import { createDb, pingDb } from './knex';
import { loadMigratedPglite } from './pglite-template';
import { backoffDelays, waitForDatabase } from './wait-for-database';

function recorder(onLine?: (level: string) => void) {
  const lines: { level: string; fields: Record<string, unknown>; msg: string }[] = [];
  const at = (level: string) => (fields: Record<string, unknown>, msg: string) => {
    lines.push({ level, fields, msg });
    onLine?.(level);
  };
  const logger = { info: at('info'), warn: at('warn'), error: at('error') } as unknown as Logger;
  return { lines, logger };
}

/** A fake clock: sleeping moves it on. */
function fakeTime() {
  let now = 0;
  const slept: number[] = [];
  return { slept, now: () => now, sleep: async (ms: number) => void (slept.push(ms), (now += ms)) };
}

const refused = () =>
  Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:55434'), { code: 'ECONNREFUSED' }));

describe('waitForDatabase', () => {
  it('backs off 0.5 s, 1 s, 2 s ... up to 10 s', () => {
    expect(backoffDelays(500, 10_000, 7)).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000]);
  });

  it('retries until the database answers, one log line per failed attempt', async () => {
    const { lines, logger } = recorder();
    const time = fakeTime();
    let calls = 0;
    await waitForDatabase(() => (++calls <= 4 ? refused() : Promise.resolve(1)), { totalMs: 60_000, logger, ...time });
    expect(calls).toBe(5);
    expect(time.slept).toEqual([500, 1000, 2000, 4000]);
    expect(lines.filter((l) => l.level === 'warn').map((l) => l.fields.attempt)).toEqual([1, 2, 3, 4]);
    expect(lines.at(-1)).toMatchObject({ level: 'info', msg: 'database answered', fields: { attempt: 5 } });
  });

  it('gives up with the last error once the total budget would be exceeded', async () => {
    const { lines, logger } = recorder();
    const time = fakeTime();
    const waiting = waitForDatabase(refused, { totalMs: 20_000, logger, ...time });
    await expect(waiting).rejects.toThrow('database did not answer within 20000 ms: connect ECONNREFUSED');
    expect(time.slept).toEqual([500, 1000, 2000, 4000, 8000]); // 15.5 s; the next 10 s would pass 20 s
    expect(lines.at(-1)).toMatchObject({ level: 'error', fields: { attempt: 6 } });
  });

  it('connects through knex once a database that refused the first connections is there', async () => {
    // the database "comes up" after the third failed attempt was logged
    let up = false;
    const { lines, logger } = recorder(() => (up = lines.filter((l) => l.level === 'warn').length >= 3));
    let db: Knex;
    let relay: net.Server | undefined;
    if (process.env.DATABASE_URL) {
      // a real PostgreSQL behind a relay that drops the first connections like a database still starting
      const target = new URL(process.env.DATABASE_URL);
      relay = net.createServer((socket) => {
        if (!up) return socket.destroy();
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        socket.pipe(upstream).pipe(socket);
        upstream.on('error', () => socket.destroy());
        socket.on('error', () => upstream.destroy());
      });
      await new Promise<void>((resolve) => relay!.listen(0, '127.0.0.1', resolve));
      const url = new URL(process.env.DATABASE_URL);
      url.host = `127.0.0.1:${(relay.address() as AddressInfo).port}`;
      db = createDb({ databaseUrl: url.toString() });
    } else {
      // PGlite is in-process (no connection to refuse): its ping fails until the database is "up"
      db = createDb({ pglite: await loadMigratedPglite() });
    }
    const ping = () => (relay || up ? pingDb(db) : refused());
    try {
      await waitForDatabase(ping, { totalMs: 30_000, initialDelayMs: 50, logger });
      expect(lines.filter((l) => l.level === 'warn')).toHaveLength(3);
      expect(await pingDb(db)).toBe(true);
    } finally {
      await db.destroy();
      relay?.close();
    }
  });
});
