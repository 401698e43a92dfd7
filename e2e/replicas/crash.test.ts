// Issue 23: the database and a core SIGKILLed during a burst of joins and approvals. The writes go to
// both cores as the BFFs send them (service token, X-Acting-User-Id, the browser's Idempotency-Key),
// and each one is retried with its key, on the other core too, until it is answered 2xx, as the
// portal's page retries an action (libs/portal-kit IdempotencyKeys). The database is `npm start`'s
// (durable, supervised: support/global-setup.mjs). Afterwards: every write answered 2xx before or
// after the kills is there with the ids it was answered with (none lost), none happened twice, and
// every key answered within its lease (no retry stays "still being processed").
import { randomBytes, randomUUID } from 'node:crypto';
import { database, databasePid, stack, until, answers200 } from './support/replicas';

// the burst, the database's restart, core's reconnection and a lease, on a busy machine
jest.setTimeout(180_000);

const PLAYERS = 60;
const WORKERS = 8;
const ENTRY_FEE = 100;
/** core's lease of an unanswered key (IN_PROGRESS_LEASE_MS: the BFF's 12 s wait for core) and a margin. */
const LEASE_MS = 12_000;
const BUDGET_MS = 90_000;

type Attempt = { status: number; at: number; message?: string };
type Write = {
  kind: 'join' | 'approve';
  player: number;
  userId: string;
  path: string;
  body: object;
  key: string;
  attempts: Attempt[];
  /** the first 2xx answer */
  answer?: { status: number; body: Record<string, unknown>; at: number };
};

type Registration = { id: string; registeredAt: string; approvedAt: string | null; paymentStatus: string };

async function send(coreUrl: string, w: Write): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${coreUrl}${w.path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${stack().coreServiceToken}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'X-Acting-User-Id': w.userId,
      'Idempotency-Key': w.key,
    },
    body: JSON.stringify(w.body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  try {
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  } catch {
    return { status: res.status, body: { message: text } };
  }
}

describe('the database and a core SIGKILLed during a burst of joins and approvals', () => {
  it('loses no acknowledged write, duplicates none, and every retried key is answered', async () => {
    const { coreUrls, pids } = stack();
    const db = await database();
    const run = randomBytes(3).toString('hex');
    let tournamentId: string;
    let adminId: string;
    const userIds: string[] = [];
    try {
      // players of their own (no password: they never sign in), and a paid tournament of the demo
      // organizer's with room for all of them
      adminId = (await db.query("select id from users where email = 'admin@example.com'")).rows[0].id;
      for (let i = 0; i < PLAYERS; i += 1) {
        const row = await db.query(
          "insert into users (username, email, password, role, team_verified) values ($1, $2, 'x', 'player', true) returning id",
          [`crash-${run}-${i}`, `crash-${run}-${i}@example.com`],
        );
        userIds.push(row.rows[0].id);
      }
      tournamentId = randomUUID();
      await db.query("create temp table crash_cup as select * from tournaments where name = 'Weekend Blitz Cup'");
      await db.query(
        `update crash_cup set id = $1, name = $2, max_players = 1000, entry_fee = $3, total_collected = 0,
           commission_due = 0, lichess_tournament_id = null, lichess_url = null`,
        [tournamentId, `Crash Cup ${run}`, ENTRY_FEE],
      );
      await db.query('insert into tournaments select * from crash_cup');
    } finally {
      await db.end();
    }

    const writes: Write[] = [];
    const queue: Write[] = [];
    const join = (player: number): Write => ({
      kind: 'join',
      player,
      userId: userIds[player],
      path: `/tournaments/${tournamentId}/join`,
      body: { transactionId: `UPI${run.replace(/\D/g, '7').padEnd(6, '7')}${String(player).padStart(6, '0')}` },
      key: `crash-join-${run}-${player}`,
      attempts: [],
    });
    const approve = (player: number, registrationId: string): Write => ({
      kind: 'approve',
      player,
      userId: adminId,
      path: `/organizer/tournaments/${tournamentId}/registrations/${registrationId}/approve`,
      body: {},
      key: `crash-approve-${run}-${player}`,
      attempts: [],
    });
    for (let i = 0; i < PLAYERS; i += 1) queue.push(join(i));
    writes.push(...queue);

    const started = Date.now();
    let acknowledged = 0;
    let sent = 0;
    const kills: { name: string; at: number; pid: number }[] = [];

    /** Set once the database is to be killed: the first 2xx after it does it, the moment that write was acknowledged. */
    let killDatabase: (() => void) | undefined;
    let databaseBack: Promise<number> | undefined;

    /** One write until it is answered 2xx: every other answer (a 5xx, a 409 in progress, no answer) is retried with its key. */
    const perform = async (w: Write) => {
      for (let attempt = 0; !w.answer; attempt += 1) {
        if (Date.now() - started > BUDGET_MS) throw new Error(`${w.kind} ${w.player}: not answered 2xx in time`);
        const coreUrl = coreUrls[(sent++ + attempt) % coreUrls.length];
        try {
          const res = await send(coreUrl, w);
          w.attempts.push({ status: res.status, at: Date.now(), message: res.body.message as string | undefined });
          if (res.status >= 200 && res.status < 300) {
            w.answer = { ...res, at: Date.now() };
            acknowledged += 1;
            killDatabase?.();
            return;
          }
          // a refusal other than "still being processed" is an answer of its own: the check below fails on it
          if (res.status >= 400 && res.status < 500 && res.status !== 409) return;
          if (res.status === 409 && !/still being processed/.test(String(res.body.message))) return;
        } catch (err) {
          w.attempts.push({ status: 0, at: Date.now(), message: (err as Error).message });
          // a refused connection goes to the other core at once, as the BFFs' balancer sends it
          if (/ECONNREFUSED/.test(String((err as { cause?: { code?: string } }).cause?.code))) continue;
        }
        await new Promise((r) => setTimeout(r, 250));
      }
    };

    const worker = async () => {
      for (let w = queue.shift(); w; w = queue.shift()) {
        await perform(w);
        const registration = w.answer?.body.registration as Registration | undefined;
        if (w.kind === 'join' && registration) {
          const next = approve(w.player, registration.id);
          writes.push(next);
          queue.push(next);
        }
      }
    };

    /**
     * core-service-1 first (it leaves its in-flight keys claimed), then the database, right as a write
     * was acknowledged: a commit answered before it was on disk would be lost there.
     */
    const killer = (async () => {
      await until('a tenth of the writes acknowledged', async () => acknowledged >= PLAYERS / 10, 60_000);
      kills.push({ name: 'core-service-1', at: Date.now(), pid: pids['core-service-1'] });
      process.kill(pids['core-service-1'], 'SIGKILL');
      await until('more writes acknowledged', async () => acknowledged >= PLAYERS / 4, 60_000);
      await new Promise<void>((resolve) => {
        killDatabase = () => {
          killDatabase = undefined;
          const pid = databasePid();
          kills.push({ name: 'PostgreSQL', at: Date.now(), pid });
          process.kill(pid, 'SIGKILL');
          // the supervisor starts it again by itself: it answers within 15 s
          databaseBack = until(
            'the database answers again',
            async () => {
              const client = await database();
              await client.end();
              return true;
            },
            15_000,
          );
          resolve();
        };
      });
    })();

    await Promise.all([killer, ...Array.from({ length: WORKERS }, worker)]);
    const doneAt = Date.now();

    // the database came back by itself (the supervisor), under a new process id, and both cores serve
    const databaseKill = kills.find((k) => k.name === 'PostgreSQL')!;
    const databaseBackMs = await databaseBack!;
    expect(databasePid()).not.toBe(databaseKill.pid);
    await until(
      'both cores ready',
      async () => (await Promise.all(coreUrls.map((u) => answers200(`${u}/health`)))).every(Boolean),
      30_000,
    );

    // every write was answered 2xx in the end
    const unanswered = writes.filter((w) => !w.answer);
    expect(unanswered.map((w) => `${w.kind} ${w.player}: ${JSON.stringify(w.attempts.at(-1))}`)).toEqual([]);
    expect(writes.filter((w) => w.kind === 'approve')).toHaveLength(PLAYERS);

    const check = await database();
    try {
      const regs = (
        await check.query(
          'select id, player_id, payment_status, approved_at, registered_at from registrations where tournament_id = $1',
          [tournamentId!],
        )
      ).rows as { id: string; player_id: string; payment_status: string; approved_at: Date | null }[];
      // none duplicated: one registration per player, each approved once, the money counted once
      expect(regs).toHaveLength(PLAYERS);
      expect(new Set(regs.map((r) => r.player_id)).size).toBe(PLAYERS);
      expect(regs.every((r) => r.payment_status === 'approved')).toBe(true);
      const audit = await check.query(
        "select entity_id, count(*)::int as n from audit_log where action = 'registration.approved' and entity_id = any($1) group by entity_id",
        [regs.map((r) => r.id)],
      );
      expect(audit.rows).toHaveLength(PLAYERS);
      expect(audit.rows.filter((r: { n: number }) => r.n !== 1)).toEqual([]);
      const t = (await check.query('select total_collected from tournaments where id = $1', [tournamentId!])).rows[0];
      expect(Number(t.total_collected)).toBe(PLAYERS * ENTRY_FEE);

      // none lost: each answer's registration is the one stored (a write lost and made again by a
      // retry would have another id, or another approval time)
      const byId = new Map(regs.map((r) => [r.id, r]));
      const lost = writes.filter((w) => {
        const answered = w.answer!.body.registration as Registration;
        const stored = byId.get(answered.id);
        if (!stored || (stored.player_id !== w.userId && w.kind === 'join')) return true;
        return w.kind === 'approve' && stored.approved_at?.toISOString() !== answered.approvedAt;
      });
      expect(lost.map((w) => `${w.kind} ${w.player}`)).toEqual([]);
    } finally {
      await check.end();
    }

    // the approvals' e-mails sent, so what runs next finds a quiet stack
    const quiet = await database();
    try {
      const due = async () =>
        Number(
          (
            await quiet.query(
              'select count(*) from outbox_jobs where done_at is null and attempts = 0 and next_attempt_at <= now()',
            )
          ).rows[0].count,
        );
      await until('the outbox sent what the burst wrote', async () => (await due()) === 0, 60_000);
    } finally {
      await quiet.end();
    }

    // no key stayed "still being processed" past its lease
    const inProgress = writes.map((w) => {
      const busy = w.attempts.filter((a) => a.status === 409);
      return busy.length ? busy.at(-1)!.at - busy[0].at : 0;
    });
    expect(Math.max(...inProgress)).toBeLessThanOrEqual(LEASE_MS + 5_000);

    const answeredAfter = (at: number) => writes.filter((w) => w.answer!.at > at).length;
    const coreKill = kills.find((k) => k.name === 'core-service-1')!;
    process.stdout.write(
      `crash: ${writes.length} writes (${PLAYERS} joins, ${PLAYERS} approvals), ${writes.reduce((n, w) => n + w.attempts.length, 0)} attempts; ` +
        `core-service-1 killed at ${((coreKill.at - started) / 1000).toFixed(1)} s, PostgreSQL at ${((databaseKill.at - started) / 1000).toFixed(1)} s ` +
        `with ${writes.length - answeredAfter(databaseKill.at)} writes acknowledged, back ${(databaseBackMs / 1000).toFixed(1)} s later; all answered by ${((doneAt - started) / 1000).toFixed(1)} s; ` +
        `${writes.filter((w) => w.attempts.some((a) => a.status === 409)).length} keys answered 409 in progress for at most ${(Math.max(...inProgress) / 1000).toFixed(1)} s; ` +
        `0 lost, 0 duplicated\n`,
    );
  });
});
