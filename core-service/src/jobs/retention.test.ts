// History retention and the jobs whose work per run is bounded, through the test-control route on a moved clock:
// delivered outbox jobs and read notifications purged after their days, a batch a run; the overdue reminder told
// once per commission even after its notice is purged.
import { SETUP_BUDGET_MS } from '../../test/support/lifecycle';
import request from 'supertest';
import { createCommission, createTournament, createUser, setAdminUpi } from '../../test/support/factories';
import { createApp } from '../app';
import { createServices } from '../create-services';
import { OffsetClock } from '../shared/clock';
import { Notification, OrganizerCommission, OutboxJob } from '../db/models';
import { createTestDatabase } from '../../test/support/test-database';
import { createJobScheduler, NOTIFICATIONS_PURGE_JOB, OUTBOX_PURGE_JOB, REMINDERS_JOB } from '.';

const TOKEN = 'test-service-token-123456';
const auth = { Authorization: `Bearer ${TOKEN}` };
const DAY = 86_400_000;

describe('retention jobs', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: ReturnType<typeof request>;
  const clock = new OffsetClock();
  beforeAll(async () => {
    database = await createTestDatabase(process.env.DATABASE_URL);
    const config = { serviceToken: TOKEN, retention: { outboxDays: 30, notificationDays: 90, batch: 2 } };
    const services = createServices({ db: database.db, clock, config });
    const jobs = createJobScheduler({ db: database.db, clock, services, lockNamespace: `retention-${process.pid}` });
    server = request(createApp({ db: database.db, clock, config, testControl: clock, jobs, services }).callback());
  }, SETUP_BUDGET_MS);
  afterAll(() => database.close());
  const runJob = async (name: string) => (await server.post(`/_test/jobs/${name}/run`).set(auth).expect(200)).body;

  it('purges delivered outbox jobs older than OUTBOX_RETENTION_DAYS, at most a batch a run, never open ones', async () => {
    const db = database.db;
    const now = Date.now();
    const job = (n: number, doneDaysAgo: number | null, createdDaysAgo: number) => ({
      kind: 'email',
      key: `retention-${n}`,
      payload: {},
      attempts: 1,
      nextAttemptAt: new Date(now - createdDaysAgo * DAY),
      createdAt: new Date(now - createdDaysAgo * DAY),
      doneAt: doneDaysAgo === null ? null : new Date(now - doneDaysAgo * DAY),
    });
    await OutboxJob.query(db).insert([
      job(1, 40, 41),
      job(2, 35, 35),
      job(3, 31, 32),
      job(4, 5, 5), // delivered, but recent
      job(5, null, 60), // still open, however old
    ]);
    const left = async () =>
      (await OutboxJob.query(db).where('key', 'like', 'retention-%').orderBy('key')).map((j) => j.key);

    expect((await runJob(OUTBOX_PURGE_JOB)).result).toEqual({ purged: 2, batch: 2 });
    expect(await left()).toEqual(['retention-3', 'retention-4', 'retention-5']);
    expect((await runJob(OUTBOX_PURGE_JOB)).result).toEqual({ purged: 1, batch: 2 });
    expect((await runJob(OUTBOX_PURGE_JOB)).result).toEqual({ purged: 0, batch: 2 });
    expect(await left()).toEqual(['retention-4', 'retention-5']);

    // 26 days later the recent one is past its 30 days too; the open one stays
    clock.set(new Date(now + 26 * DAY));
    expect((await runJob(OUTBOX_PURGE_JOB)).result).toEqual({ purged: 1, batch: 2 });
    expect(await left()).toEqual(['retention-5']);
    clock.reset();
  });

  it('purges notifications read more than NOTIFICATION_RETENTION_DAYS ago, never unread ones', async () => {
    const db = database.db;
    const now = Date.now();
    const user = await createUser(db, { email: 'reader@example.com' });
    const note = (title: string, createdDaysAgo: number, readDaysAgo: number | null) => ({
      userId: user.id,
      kind: 'registration.approved',
      title,
      body: title,
      createdAt: new Date(now - createdDaysAgo * DAY),
      readAt: readDaysAgo === null ? null : new Date(now - readDaysAgo * DAY),
    });
    await Notification.query(db).insert([
      note('read long ago', 200, 199),
      note('read 91 days ago', 120, 91),
      note('read recently', 120, 10),
      note('never read', 400, null),
    ]);
    const titles = async () =>
      (await Notification.query(db).where('userId', user.id).orderBy('createdAt')).map((n) => n.title);

    expect((await runJob(NOTIFICATIONS_PURGE_JOB)).result).toEqual({ purged: 2, batch: 2 });
    expect((await runJob(NOTIFICATIONS_PURGE_JOB)).result).toEqual({ purged: 0, batch: 2 });
    expect(await titles()).toEqual(['never read', 'read recently']);
  });

  it('tells an overdue commission once, reads only the untold ones, and does not tell it again once its notice is purged', async () => {
    const db = database.db;
    await setAdminUpi(db, 'platform@okaxis');
    const organizer = await createUser(db, { role: 'organizer', email: 'overdue-org@example.com' });
    const tournament = await createTournament(db, { organizerId: organizer.id, status: 'completed', name: 'Old Cup' });
    const commission = await createCommission(db, tournament, {
      status: 'overdue',
      dueDate: new Date(Date.now() - DAY),
    });

    expect((await runJob(REMINDERS_JOB)).result).toMatchObject({ commissionsOverdue: 1 });
    expect((await OrganizerCommission.query(db).findById(commission.id))!.overdueToldAt).toBeInstanceOf(Date);
    expect((await runJob(REMINDERS_JOB)).result).toMatchObject({ commissionsOverdue: 0 });

    // the organizer reads it; 91 days later it is purged, and the reminder is not told a second time
    await Notification.query(db).patch({ readAt: new Date() }).where('userId', organizer.id);
    clock.set(new Date(Date.now() + 91 * DAY));
    await runJob(NOTIFICATIONS_PURGE_JOB);
    expect(await Notification.query(db).where('userId', organizer.id)).toEqual([]);
    expect((await runJob(REMINDERS_JOB)).result).toMatchObject({ commissionsOverdue: 0 });
    expect(await Notification.query(db).where('userId', organizer.id)).toEqual([]);
    clock.reset();
  });
});
