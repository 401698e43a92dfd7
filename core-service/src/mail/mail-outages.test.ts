// Every e-mail goes through the outbox, so the mail server's health never reaches a request:
// - SMTP down for a minute: the e-mails of that minute (welcome, "you already have an account",
//   password reset, application decision, address confirmation) wait as failing outbox jobs the
//   admin can see, and are each delivered once after the server is back;
// - SMTP hanging (accepts, never answers): requests answer as fast as with SMTP up and never talk
//   to the mail server; the worker waits one timeout per run, not one per e-mail, holding no
//   transaction; every e-mail is delivered once when a working server answers again;
// - forgot-password does the same work, in the same time, for known and unknown addresses.
// A real SMTP server (smtp-server) is stopped and started; time is moved on the test clock.
import { actingAs } from '../../test/support/acting';
import { createApplication, createUser } from '../../test/support/factories';
import { mailText, startHangingSmtp, startTestSmtp, type ReceivedMail } from '../../test/support/smtp';
import { useTestApp } from '../../test/support/test-app';
import { createOutboxWorker } from '../create-services';
import { OutboxJob, User } from '../db/models';
import { sendJobMail } from './email-job';
import type { MailMessage } from './mailer';

const t = useTestApp();

const SECOND = 1000;
const MINUTE = 60 * SECOND;

beforeEach(async () => {
  await t.db('outboxJobs').delete();
});
afterEach(() => {
  t.config.smtpUrl = undefined;
  t.config.smtpTimeoutMs = undefined;
});

/**
 * Runs the outbox as the scheduler would, on the test clock: a run, then on to the next due
 * attempt, until no job is open. Fails if one is still open after `withinMs`.
 */
async function deliverAll(withinMs: number): Promise<void> {
  const end = t.clock.now().getTime() + withinMs;
  for (;;) {
    await t.runOutbox();
    const next = (await OutboxJob.query(t.db).whereNull('doneAt').min('nextAttemptAt as at').first()) as unknown as {
      at: Date | string | null;
    };
    if (!next?.at) return;
    const at = Math.max(new Date(next.at).getTime(), t.clock.now().getTime());
    if (at > end) throw new Error(`an outbox job is still open at ${new Date(at).toISOString()}`);
    t.clock.set(new Date(at));
  }
}

const delivered = (received: ReceivedMail[]) => received.map((m) => `${m.to.join(',')} | ${m.subject}`).sort();

/** Five requests that each e-mail someone, on fresh accounts (`tag` keeps the addresses apart). */
async function mailingRequests(tag: string) {
  const admin = await createUser(t.db, { role: 'admin' });
  const applicant = await createUser(t.db, { email: `applicant.${tag}@example.com` });
  const application = await createApplication(t.db, applicant.id);
  await createUser(t.db, { email: `owner.${tag}@example.com`, username: `owner_${tag}` });
  await createUser(t.db, { email: `resetter.${tag}@example.com`, password: 'old-password' });
  const mover = await createUser(t.db, { email: `mover.${tag}@example.com` });
  const requests: [string, () => Promise<unknown>][] = [
    [
      'register',
      () =>
        t
          .post('/users', { username: `new_${tag}`, email: `new.${tag}@example.com`, password: 'secret123' })
          .expect(201),
    ],
    [
      'register with a taken e-mail',
      () =>
        t
          .post('/users', { username: `other_${tag}`, email: `owner.${tag}@example.com`, password: 'secret123' })
          .expect(202),
    ],
    ['forgot password', () => t.post('/password-resets', { email: `resetter.${tag}@example.com` }).expect(202)],
    [
      'application review',
      () =>
        actingAs(t, admin.id)
          .put(`/admin/applications/${application.id}/review`, { status: 'approved', adminNotes: 'Welcome aboard' })
          .expect(200),
    ],
    [
      'e-mail change',
      () =>
        t
          .put(
            '/account/profile',
            {
              username: mover.username,
              email: `moved.${tag}@example.com`,
              lichessUsername: null,
              upiId: '',
              whatsappNumber: '',
            },
            mover.id,
          )
          .expect(200),
    ],
  ];
  const expected = [
    `new.${tag}@example.com | Welcome to Chess School Arena`,
    `owner.${tag}@example.com | You already have a Chess School Arena account`,
    `resetter.${tag}@example.com | Reset your Chess School Arena password`,
    `applicant.${tag}@example.com | Your organizer application was approved`,
    `moved.${tag}@example.com | Confirm your new Chess School Arena e-mail address`,
  ].sort();
  return { admin, applicant, requests, expected };
}

describe('SMTP down for 60 s', () => {
  it('keeps every e-mail of that minute, shows the failures to admins, and delivers each once afterwards', async () => {
    const smtp = await startTestSmtp();
    try {
      await smtp.stop(); // the port now refuses connections
      t.config.smtpUrl = smtp.url;
      const { admin, requests, expected } = await mailingRequests('down');
      const wentDown = t.clock.now().getTime();

      // the minute without a mail server: every request answers as usual; the worker runs every 10 s
      for (const [, request] of requests) {
        await request();
        await t.runOutbox();
        t.clock.advance(10 * SECOND);
      }
      expect(smtp.received).toEqual([]);
      const failing = await t.get('/admin/outbox?state=failing', admin.id).expect(200);
      expect(failing.body.counts).toEqual({ pending: 0, failing: 5 });
      expect(failing.body.jobs).toHaveLength(5);
      for (const job of failing.body.jobs) {
        // tried and refused, or not tried because another e-mail of the run found the server down
        expect(job.lastError).toMatch(/ECONNREFUSED/);
        expect(job.nextAttemptAt).toEqual(expect.any(String));
      }
      expect(failing.body.jobs.map((j: { summary: string }) => j.summary)).toContain(
        'E-mail to applicant.down@example.com: Your organizer application was approved',
      );

      // the server is back after 60 s: everything goes out with the back-off, each e-mail once
      t.clock.set(new Date(wentDown + MINUTE));
      await smtp.start();
      const back = t.clock.now().getTime();
      await deliverAll(10 * MINUTE);
      expect(t.clock.now().getTime() - back).toBeLessThanOrEqual(3 * MINUTE);
      expect(delivered(smtp.received)).toEqual(expected);
      expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(5);
      expect(smtp.received.every((m) => /^<[0-9a-f-]{36}@chess-school-arena>$/.test(m.messageId))).toBe(true);

      // the reset link sent after the outage works, for an hour from when it was sent
      const reset = smtp.received.find((m) => m.subject === 'Reset your Chess School Arena password')!;
      const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mailText(reset))![1];
      await t.post('/password-resets/confirm', { token, password: 'new-password' }).expect(200);
      await t.post('/auth/login', { email: 'resetter.down@example.com', password: 'new-password' }).expect(200);
      // nothing is sent twice, however long the worker keeps running
      t.clock.advance(2 * 60 * MINUTE);
      await t.runOutbox();
      expect(smtp.received).toHaveLength(5);
      expect((await t.get('/admin/outbox', admin.id).expect(200)).body.counts).toEqual({ pending: 0, failing: 0 });
    } finally {
      await smtp.close();
    }
  });
});

describe('a crash between the server taking an e-mail and the job being marked done', () => {
  it('sends it again on the next attempt with the same Message-ID (at least once; receivers drop the repeat)', async () => {
    const smtp = await startTestSmtp();
    t.config.smtpUrl = smtp.url;
    try {
      await t.post('/users', { username: 'crash_victim', email: 'crash.victim@example.com', password: 'secret123' });
      const worker = createOutboxWorker({ db: t.db, clock: t.clock, config: t.config });
      const [job] = await worker.claim();
      // the worker hands the e-mail over, then dies before it marks the job done
      await sendJobMail({ db: t.db, config: t.config }, job.payload as MailMessage, job.id);
      expect(smtp.received).toHaveLength(1);
      // while leased, nobody sends it again; once the lease is over, the next run does
      await t.runOutbox();
      expect(smtp.received).toHaveLength(1);
      t.clock.advance(5 * MINUTE);
      expect(await t.runOutbox()).toMatchObject({ done: 1 });
      expect(smtp.received.map((m) => m.messageId)).toEqual([
        `<${job.id}@chess-school-arena>`,
        `<${job.id}@chess-school-arena>`,
      ]);
    } finally {
      await smtp.close();
    }
  });
});

describe('SMTP hanging', () => {
  it('answers every request as fast as with SMTP up, and delivers each e-mail once a server answers', async () => {
    // with SMTP up: how long the requests take
    const up = await startTestSmtp();
    t.config.smtpUrl = up.url;
    const timed = async (requests: [string, () => Promise<unknown>][]) => {
      const took: Record<string, number> = {};
      for (const [name, request] of requests) {
        const started = performance.now();
        await request();
        took[name] = performance.now() - started;
      }
      return took;
    };
    const baseline = await mailingRequests('up');
    const withSmtpUp = await timed(baseline.requests);
    expect(up.connections).toBe(0); // requests never talk to the mail server
    await deliverAll(MINUTE);
    expect(delivered(up.received)).toEqual(baseline.expected);
    await up.close();

    // a server that accepts and never answers
    const TIMEOUT = 1500;
    const hanging = await startHangingSmtp();
    t.config.smtpUrl = hanging.url;
    t.config.smtpTimeoutMs = TIMEOUT;
    let smtp: Awaited<ReturnType<typeof startTestSmtp>> | undefined;
    try {
      const { requests, expected } = await mailingRequests('hang');
      const [opening, ...rest] = requests;
      await opening[1]();
      // the worker now waits on the hanging server while the other requests come in
      const workerStarted = performance.now();
      const run = t.runOutbox();
      const withSmtpHanging = await timed(rest);
      expect(hanging.connections).toBeLessThanOrEqual(1); // only the worker's
      for (const [name] of rest) {
        // far under the mail server's timeout, and no slower than with SMTP up (generous for a busy machine)
        const limit = Math.max(3 * withSmtpUp[name], withSmtpUp[name] + 300);
        expect({ name, ms: withSmtpHanging[name], limit, inTime: withSmtpHanging[name] <= limit }).toMatchObject({
          inTime: true,
        });
      }
      // a run waits for the server once, and leaves the e-mails it claimed behind that one for later
      const first = await run;
      const firstTook = performance.now() - workerStarted;
      expect(first).toMatchObject({ failed: 1, done: 0 });
      expect(firstTook).toBeLessThan(2 * TIMEOUT + 1000);
      const secondStarted = performance.now();
      const second = await t.runOutbox(); // the e-mails queued after the first run claimed: once more, not once each
      expect(second.failed).toBeLessThanOrEqual(1);
      expect(second.done).toBe(0);
      expect(performance.now() - secondStarted).toBeLessThan(2 * TIMEOUT + 1000);
      const open = await OutboxJob.query(t.db).whereNull('doneAt');
      expect(open).toHaveLength(5);
      const tried = open.filter((j) => j.attempts > 0);
      expect(tried.length).toBe(first.failed + second.failed);
      expect(tried[0].lastError).toMatch(/greeting never received|timeout/i);
      // the others wait with the reason, without an attempt counted
      expect(open.filter((j) => j.attempts === 0).every((j) => /^Not tried: /.test(j.lastError ?? ''))).toBe(true);

      // a working server on the same address: each e-mail once
      await hanging.close();
      smtp = await startTestSmtp(hanging.port);
      await deliverAll(10 * MINUTE);
      expect(delivered(smtp.received)).toEqual(expected);
    } finally {
      await hanging.close().catch(() => undefined);
      await smtp?.close();
    }
  });
});

describe('forgot-password', () => {
  /** The statements one request runs (bindings left out), in order. */
  async function statementsOf(request: () => Promise<unknown>): Promise<string[]> {
    const sql: string[] = [];
    const listen = (q: { sql: string }) => {
      if (!/view_versions|pg_notify/.test(q.sql)) sql.push(q.sql);
    };
    t.db.on('query', listen);
    try {
      await request();
    } finally {
      t.db.off('query', listen);
    }
    return sql;
  }

  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return (sorted[Math.floor((sorted.length - 1) / 2)] + sorted[Math.ceil((sorted.length - 1) / 2)]) / 2;
  };

  it('runs the same statements and answers alike for a known and an unknown address', async () => {
    await createUser(t.db, { email: 'known.reset@example.com' });
    await createUser(t.db, { email: 'blocked.reset@example.com', isActive: false });
    const answers: unknown[] = [];
    const run = (email: string) =>
      statementsOf(async () => {
        const res = await t.post('/password-resets', { email });
        answers.push([res.status, res.body, res.headers['content-length']]);
      });
    const known = await run('Known.Reset@example.com');
    const unknown = await run('nobody.here@example.com');
    const blocked = await run('blocked.reset@example.com');
    expect(known.length).toBeGreaterThan(0);
    expect(unknown).toEqual(known);
    expect(blocked).toEqual(known);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('takes the same time for known and unknown addresses while SMTP hangs (interleaved, medians)', async () => {
    const hanging = await startHangingSmtp();
    t.config.smtpUrl = hanging.url;
    t.config.smtpTimeoutMs = 1500;
    try {
      const PAIRS = 40;
      for (let i = 0; i < PAIRS; i += 1) await createUser(t.db, { email: `timed.${i}@example.com` });
      const time = async (email: string) => {
        const started = process.hrtime.bigint();
        await t.post('/password-resets', { email }).expect(202);
        return Number(process.hrtime.bigint() - started) / 1e6;
      };
      for (let i = 0; i < 10; i += 1) await time(`warm.up.${i}@example.com`);
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < PAIRS; i += 1) {
        // alternate which kind goes first, so drift in the machine's load falls on both alike
        if (i % 2 === 0) {
          known.push(await time(`timed.${i}@example.com`));
          unknown.push(await time(`not.an.account.${i}@example.com`));
        } else {
          unknown.push(await time(`not.an.account.${i}@example.com`));
          known.push(await time(`timed.${i}@example.com`));
        }
      }
      const [k, u] = [median(known), median(unknown)];
      // the same work: medians within 50 % of each other (or 2 ms, below which a busy machine's noise rules)
      expect({ known: k, unknown: u, close: Math.abs(k - u) <= Math.max(0.5 * Math.min(k, u), 2) }).toMatchObject({
        close: true,
      });
      expect(hanging.connections).toBe(0);
      // and the work that does differ happens later, in the worker: only the accounts get a link
      expect(await User.query(t.db).where('email', 'like', 'not.an.account.%')).toEqual([]);
    } finally {
      await hanging.close();
    }
  });
});
