import { SETUP_BUDGET_MS } from '../../test/support/lifecycle';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { SMTPServer } from 'smtp-server';
import { createApp } from '../app';
import { OffsetClock, SettableClock } from '../shared/clock';
import { OutboxEmail } from '../db/models';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { mailFault, publicLink, sendMail } from './mailer';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase(process.env.DATABASE_URL);
}, SETUP_BUDGET_MS);
afterAll(() => database.close());

const config = { serviceToken: 'test-service-token-123' };

describe('sendMail without SMTP_URL', () => {
  it('writes the e-mail to the outbox and logs one line without the body', async () => {
    const lines: object[] = [];
    const logger = { info: (obj: object) => lines.push(obj) } as never;
    const clock = new SettableClock('2026-05-01T08:00:00Z');
    const result = await sendMail(
      { db: database.db, config, clock, logger },
      { to: 'anita@example.com', subject: 'Reset your password', text: 'secret link', html: '<p>secret link</p>' },
    );
    expect(result.delivery).toBe('outbox');
    const row = await OutboxEmail.query(database.db).findById((result as { id: string }).id);
    expect(row).toMatchObject({
      to: 'anita@example.com',
      subject: 'Reset your password',
      text: 'secret link',
      html: '<p>secret link</p>',
      sentAt: null,
    });
    expect(row!.createdAt.toISOString()).toBe('2026-05-01T08:00:00.000Z');
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain('secret link');
  });

  it('joins the caller’s transaction: a rollback leaves no e-mail behind', async () => {
    await database.db
      .transaction(async (trx) => {
        await sendMail({ db: trx, config }, { to: 'rolled@example.com', subject: 'x', text: 'y' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await OutboxEmail.query(database.db).where('to', 'rolled@example.com')).toEqual([]);
  });
});

describe('sendMail with SMTP_URL', () => {
  it('delivers through SMTP from MAIL_FROM and writes nothing to the outbox', async () => {
    const received: { from: string; to: string[]; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as AddressInfo).port;
    try {
      const smtp = {
        ...config,
        smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
        mailFrom: 'Arena <arena@example.com>',
      };
      const result = await sendMail(
        { db: database.db, config: smtp },
        { to: 'ravi@example.com', subject: 'Application approved', text: 'Welcome aboard' },
      );
      expect(result.delivery).toBe('smtp');
      expect(received).toHaveLength(1);
      expect(received[0].from).toBe('arena@example.com');
      expect(received[0].to).toEqual(['ravi@example.com']);
      expect(received[0].data).toContain('Subject: Application approved');
      expect(received[0].data).toContain('Welcome aboard');
      expect(await OutboxEmail.query(database.db).where('to', 'ravi@example.com')).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('publicLink', () => {
  it('joins PUBLIC_URL (default http://localhost:8080) and a path', () => {
    expect(publicLink(config, '/reset-password?token=abc')).toBe('http://localhost:8080/reset-password?token=abc');
    expect(publicLink({ ...config, publicUrl: 'https://arena.example.org/' }, '/me')).toBe(
      'https://arena.example.org/me',
    );
  });
});

describe('GET /_test/outbox', () => {
  it('lists the outbox newest first, filtered by address (case-insensitive), only with test control', async () => {
    const clock = new OffsetClock();
    const auth = { Authorization: 'Bearer test-service-token-123' };
    const app = createApp({ db: database.db, clock, config, testControl: clock }).callback();
    await sendMail(
      { db: database.db, config, clock: new SettableClock('2026-06-01T00:00:00Z') },
      { to: 'meera@example.com', subject: 'First', text: '1' },
    );
    await sendMail(
      { db: database.db, config, clock: new SettableClock('2026-06-02T00:00:00Z') },
      { to: 'meera@example.com', subject: 'Second', text: '2' },
    );
    await request(app).get('/_test/outbox').expect(401);
    const res = await request(app).get('/_test/outbox?to=Meera@Example.com').set(auth).expect(200);
    expect(res.body.emails.map((e: { subject: string }) => e.subject)).toEqual(['Second', 'First']);
    expect(res.body.emails[0]).toMatchObject({
      to: 'meera@example.com',
      text: '2',
      html: null,
      createdAt: '2026-06-02T00:00:00.000Z',
    });
    await request(app).get('/_test/outbox?limit=0').set(auth).expect(400);

    const production = createApp({ db: database.db, clock, config }).callback();
    await request(production).get('/_test/outbox').set(auth).expect(404);
  });
});

describe('PUT /_test/mail/fault', () => {
  it('makes the transport fail until switched off, only with test control', async () => {
    const clock = new OffsetClock();
    const auth = { Authorization: 'Bearer test-service-token-123' };
    const app = createApp({ db: database.db, clock, config, testControl: clock }).callback();
    try {
      await request(app).put('/_test/mail/fault').set(auth).send({ failing: 'yes' }).expect(400);
      const on = await request(app).put('/_test/mail/fault').set(auth).send({ failing: true }).expect(200);
      expect(on.body).toEqual({ failing: true, message: 'SMTP server unreachable (test fault)' });
      await expect(
        sendMail({ db: database.db, config }, { to: 'x@example.com', subject: 's', text: 't' }),
      ).rejects.toThrow('SMTP server unreachable (test fault)');
      await request(app)
        .put('/_test/mail/fault')
        .set(auth)
        .send({ failing: false })
        .expect(200, { failing: false, message: null });
      expect(
        (await sendMail({ db: database.db, config }, { to: 'x@example.com', subject: 's', text: 't' })).delivery,
      ).toBe('outbox');
      const production = createApp({ db: database.db, clock, config }).callback();
      await request(production).put('/_test/mail/fault').set(auth).send({ failing: true }).expect(404);
    } finally {
      mailFault.message = null;
    }
  });
});
