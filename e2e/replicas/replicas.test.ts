// Replicas proven on one machine. Two core instances and two bff-player instances on one
// PostgreSQL, the edge balancing across the BFF instances (support/global-setup.mjs). In file order:
// sessions, rate limits, joins, scheduled jobs, then killing a core and a BFF under load.
import { randomBytes } from 'node:crypto';
import {
  answers200,
  call,
  coreCall,
  database,
  DEMO_PLAYER,
  jobLock,
  runJob,
  signIn,
  stack,
  until,
  type JobRun,
} from './support/replicas';

const JOBS = ['commissions.overdue', 'tournaments.lichess-results'];
const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
/** A documentation address (RFC 5737) per check, so their rate-limit budgets do not mix. */
const clientIp = (n: number) => `203.0.113.${n}`;

type Me = { email: string };
type PublicTournament = { id: string; name: string; registrationCount: number };

describe('sessions', () => {
  it('a session made on one bff-player instance works on the other, and ends on both', async () => {
    const [one, two] = stack().playerUrls;
    const cookie = await signIn(one);
    const onTwo = await call(two, 'GET', '/api/auth/me', { cookie });
    expect(onTwo.status).toBe(200);
    expect((onTwo.body as Me).email).toBe(DEMO_PLAYER.email);
    expect((await call(two, 'POST', '/api/auth/logout', { cookie })).status).toBeLessThan(300);
    expect((await call(one, 'GET', '/api/auth/me', { cookie })).status).toBe(401);
  });

  it('through the edge, every request of a session is answered whichever instance it reaches', async () => {
    const cookie = await signIn(stack().edgeUrl);
    for (let i = 0; i < 6; i += 1) {
      const me = await call(stack().edgeUrl, 'GET', '/api/auth/me', { cookie });
      expect([me.status, (me.body as Me).email]).toEqual([200, DEMO_PLAYER.email]);
    }
  });
});

describe('rate limits are shared by the bff-player instances', () => {
  /** Sends `send` to instance #1 until it answers 429 (at most `max` times); how many it took. */
  async function spendOnFirst(send: (baseUrl: string) => Promise<number>, max: number): Promise<number> {
    for (let i = 1; i <= max; i += 1) {
      const status = await send(stack().playerUrls[0]);
      if (status === 429) return i;
      expect(status).not.toBeGreaterThanOrEqual(500);
    }
    throw new Error(`instance #1 never answered 429 in ${max} requests`);
  }

  it('failed sign-ins counted on one instance lock the account out on the other', async () => {
    const email = unique('limited');
    const ip = clientIp(10);
    const attempt = async (baseUrl: string) =>
      // a refused sign-in still costs a password hash (argon2id, 19 MiB): slow on a busy machine
      (
        await call(baseUrl, 'POST', '/api/auth/login', {
          body: { email, password: 'wrong-password' },
          clientIp: ip,
          timeoutMs: 30_000,
        })
      ).status;
    await spendOnFirst(attempt, 60);
    expect(await attempt(stack().playerUrls[1])).toBe(429);
  });

  it('password-reset requests counted on one instance are refused on the other', async () => {
    const email = unique('forgetful');
    const ip = clientIp(11);
    const request = async (baseUrl: string) =>
      (await call(baseUrl, 'POST', '/api/auth/forgot-password', { body: { email }, clientIp: ip })).status;
    await spendOnFirst(request, 40);
    expect(await request(stack().playerUrls[1])).toBe(429);
  });
});

describe('a join on one instance is seen at once through the other', () => {
  it('joins through bff-player #1; both cores and bff-player #2 count the registration at once', async () => {
    const { playerUrls, coreUrls } = stack();
    const list = (await call(playerUrls[0], 'GET', '/api/tournaments')).body as PublicTournament[];
    const rapid = list.find((t) => t.name === 'Chess School Sunday Rapid')!;
    const countOn = async (coreUrl: string) =>
      (await coreCall<PublicTournament>(coreUrl, 'GET', `/tournaments/${rapid.id}`)).registrationCount;
    const before = await countOn(coreUrls[1]);
    expect(await countOn(coreUrls[0])).toBe(before);

    const cookie = await signIn(playerUrls[0]);
    const joined = await call(playerUrls[0], 'POST', `/api/tournaments/${rapid.id}/join`, {
      body: { transactionId: null },
      cookie,
    });
    expect(joined.status).toBe(201);

    expect(await countOn(coreUrls[1])).toBe(before + 1);
    expect(await countOn(coreUrls[0])).toBe(before + 1);
    const viaTwo = await call(playerUrls[1], 'GET', `/api/tournaments/${rapid.id}`);
    expect((viaTwo.body as PublicTournament).registrationCount).toBe(before + 1);
    const mine = await call(playerUrls[1], 'GET', '/api/user/tournament-registrations', { cookie });
    expect(JSON.stringify(mine.body)).toContain(rapid.id);
  });
});

describe('scheduled jobs run once per tick across both cores', () => {
  it.each(JOBS)('%s: the advisory lock is one lock in the database, whichever core asks', async (name) => {
    const db = await database();
    try {
      const { key1, key2 } = jobLock(name);
      const taken = await db.query('select pg_try_advisory_lock($1, $2) as locked', [key1, key2]);
      expect(taken.rows[0].locked).toBe(true);
      // while another holder (here: the test) runs the job, both cores skip it
      const skipped = await Promise.all(stack().coreUrls.map((url) => runJob(url, name)));
      expect(skipped).toEqual([
        { name, ran: false },
        { name, ran: false },
      ]);
      await db.query('select pg_advisory_unlock($1, $2)', [key1, key2]);
      expect((await runJob(stack().coreUrls[1], name)).ran).toBe(true);
    } finally {
      await db.end();
    }
  });

  it.each(JOBS)('%s: a tick on both cores at once runs it once, and its effects happen once', async (name) => {
    const db = await database();
    const { classId, objId } = jobLock(name);
    const holders = async () =>
      Number(
        (
          await db.query(
            "select count(*) from pg_locks where locktype = 'advisory' and classid = $1 and objid = $2 and objsubid = 2 and granted",
            [classId, objId],
          )
        ).rows[0].count,
      );
    try {
      // a commission past its due date, for the overdue job to act on (once); the rule applies only
      // while the admin UPI id is set (product.md §9)
      await db.query(
        "insert into global_settings (key, value) values ('ADMIN_UPI', 'platform@okaxis') on conflict (key) do nothing",
      );
      const due = await db.query(
        "update organizer_commissions set due_date = now() - interval '1 hour' where status = 'pending' and due_date is not null returning id",
      );
      // the tables the jobs read, held so the run that gets the job's lock stays inside it
      await db.query('begin');
      await db.query('lock table organizer_commissions, tournaments in access exclusive mode');
      const answers: (JobRun | undefined)[] = [undefined, undefined];
      const runs = stack().coreUrls.map((url, i) => runJob(url, name).then((run) => (answers[i] = run)));
      await until(
        'one core skips the tick while the other holds the lock',
        async () => answers.some(Boolean) && (await holders()) === 1,
        20_000,
      );
      // every answer so far is a skip: the one run is held inside the lock
      expect(answers.filter(Boolean).every((a) => a?.name === name && !a.ran)).toBe(true);
      expect(await holders()).toBe(1);
      await db.query('commit');
      await Promise.all(runs);
      // 0 here only if a core's own timer held the lock for this tick (it ran then, seen above as the one holder)
      expect(answers.filter((a) => a?.ran).length).toBeLessThanOrEqual(1);
      expect(answers.filter((a) => a && !a.ran).length).toBeGreaterThanOrEqual(1);
      if (name === 'commissions.overdue') {
        const ids = due.rows.map((r: { id: string }) => r.id);
        expect(ids.length).toBeGreaterThan(0);
        const audit = await db.query(
          "select entity_id from audit_log where action = 'commission.overdue' and entity_id = any($1)",
          [ids],
        );
        expect(audit.rows.map((r: { entity_id: string }) => r.entity_id).sort()).toEqual([...ids].sort());
      }
    } finally {
      await db.query('rollback').catch(() => undefined);
      await db.end();
    }
  });
});

describe('killing one core and one BFF under load', () => {
  type Outcome = { kind: 'get' | 'sign-in'; path: string; status: number; error?: string };

  it('loses no idempotent request, and supervision brings both back (ready within 15 s)', async () => {
    const { edgeUrl, coreUrls, playerUrls, pids } = stack();
    const cookie = await signIn(edgeUrl);
    const list = (await call(edgeUrl, 'GET', '/api/tournaments')).body as PublicTournament[];
    const gets = [
      '/api/tournaments',
      '/api/auth/me',
      `/api/tournaments/${list[0].id}`,
      `/api/tournaments/${list[0].id}/registrations`,
    ];
    const outcomes: Outcome[] = [];
    let signInsInFlight = 0;
    const inFlightAtKills: number[] = [];
    const started = Date.now();
    const durationMs = 10_000;

    const worker = async (w: number) => {
      for (let i = 0; Date.now() - started < durationMs; i += 1) {
        // some sign-ins (each costs core a password hash, so not too many on this 2-core machine)
        const signingIn = (i + w) % 8 === 0;
        const path = signingIn ? '/api/auth/login' : gets[(i + w) % gets.length];
        if (signingIn) signInsInFlight += 1;
        try {
          const res = signingIn
            ? await call(edgeUrl, 'POST', path, { body: DEMO_PLAYER })
            : await call(edgeUrl, 'GET', path, { cookie: path === '/api/auth/me' ? cookie : undefined });
          outcomes.push({ kind: signingIn ? 'sign-in' : 'get', path, status: res.status });
        } catch (err) {
          outcomes.push({ kind: signingIn ? 'sign-in' : 'get', path, status: 0, error: (err as Error).message });
        } finally {
          if (signingIn) signInsInFlight -= 1;
        }
      }
    };

    const kill = (name: string, healthUrl: string, atMs: number) =>
      new Promise<{ name: string; readyAfterMs: number }>((resolve, reject) => {
        setTimeout(() => {
          inFlightAtKills.push(signInsInFlight);
          process.kill(pids[name], 'SIGKILL');
          until(`${name} ready again`, () => answers200(healthUrl), 15_000).then(
            (ms) => resolve({ name, readyAfterMs: ms }),
            reject,
          );
        }, atMs);
      });

    const [recovered] = await Promise.all([
      Promise.all([
        kill('core-service-1', `${coreUrls[0]}/health`, 1_500),
        kill('bff-player-1', `${playerUrls[0]}/readyz`, 5_000),
      ]),
      Promise.all([0, 1, 2].map(worker)),
    ]);

    const failedGets = outcomes.filter((o) => o.kind === 'get' && o.status !== 200);
    const signIns = outcomes.filter((o) => o.kind === 'sign-in');
    const failedSignIns = signIns.filter((o) => o.status !== 200);
    process.stdout.write(
      `replicas under load: ${outcomes.length} requests in ${durationMs / 1000} s, ${failedGets.length} GETs failed, ` +
        `${failedSignIns.length}/${signIns.length} sign-ins failed (${inFlightAtKills.join(' + ')} in flight at the kills); ` +
        `${recovered.map((r) => `${r.name} ready ${(r.readyAfterMs / 1000).toFixed(1)} s after the kill`).join(', ')}\n`,
    );
    expect(failedGets).toEqual([]);
    expect(outcomes.filter((o) => o.kind === 'get').length).toBeGreaterThan(20);
    expect(signIns.length).toBeGreaterThan(3);
    // only a sign-in already sent to the process that died may be lost (it is not idempotent, so never sent twice)
    expect(failedSignIns.length).toBeLessThanOrEqual(inFlightAtKills.reduce((a, b) => a + b, 0));
    expect(signIns.length - failedSignIns.length).toBeGreaterThan(0);
    const now = stack().pids;
    expect(now['core-service-1']).not.toBe(pids['core-service-1']);
    expect(now['bff-player-1']).not.toBe(pids['bff-player-1']);
    // and the restarted instances serve again
    const cookieOnOne = await signIn(playerUrls[0]);
    expect((await call(playerUrls[1], 'GET', '/api/auth/me', { cookie: cookieOnOne })).status).toBe(200);
    expect((await runJob(coreUrls[0], 'commissions.overdue')).name).toBe('commissions.overdue');
  });
});
