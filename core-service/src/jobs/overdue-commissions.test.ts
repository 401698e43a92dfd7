// The overdue-commission job through the test-control route and the sign-in it affects.
import { SETUP_BUDGET_MS } from '../../test/support/lifecycle';
import request from 'supertest';
import { createCommission, createTournament, createUser, setAdminUpi } from '../../test/support/factories';
import { createApp } from '../app';
import { OffsetClock } from '../shared/clock';
import { Notification, OrganizerCommission, OutboxJob, Session, User } from '../db/models';
import { putSession } from '../accounts/services/session-service';
import { createTestDatabase } from '../../test/support/test-database';
import { createJobScheduler, OVERDUE_COMMISSIONS_JOB } from '.';

const TOKEN = 'test-service-token-123456';
const auth = { Authorization: `Bearer ${TOKEN}` };
const DAY = 86_400_000;

describe(`job ${OVERDUE_COMMISSIONS_JOB}`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: ReturnType<typeof request>;
  const clock = new OffsetClock();
  beforeAll(async () => {
    database = await createTestDatabase(process.env.DATABASE_URL);
    const jobs = createJobScheduler({ db: database.db, clock, lockNamespace: `overdue-${process.pid}` });
    server = request(
      createApp({ db: database.db, clock, config: { serviceToken: TOKEN }, testControl: clock, jobs }).callback(),
    );
  }, SETUP_BUDGET_MS);
  afterAll(() => database.close());
  const runJob = () => server.post(`/_test/jobs/${OVERDUE_COMMISSIONS_JOB}/run`).set(auth);
  const login = (email: string) => server.post('/auth/login').set(auth).send({ email, password: 'secret123' });

  it('marks commissions past due as overdue, deactivates their organizers, ends their sessions and says why at sign-in', async () => {
    const db = database.db;
    await setAdminUpi(db, 'platform@okaxis');
    const due = new Date(Date.now() + 5 * DAY);
    const late = await createUser(db, { role: 'organizer', email: 'late@example.com' });
    const punctual = await createUser(db, { role: 'organizer', email: 'punctual@example.com' });
    const [t1, t2, t3, t4] = [
      await createTournament(db, { organizerId: late.id, status: 'completed' }),
      await createTournament(db, { organizerId: punctual.id, status: 'completed' }),
      await createTournament(db, { organizerId: punctual.id, status: 'completed' }),
      await createTournament(db, { organizerId: late.id, status: 'completed' }),
    ];
    const owed = await createCommission(db, t1, { dueDate: due, organizerTransactionId: null });
    const paid = await createCommission(db, t2, { dueDate: due, status: 'confirmed', confirmedAt: new Date() });
    const later = await createCommission(db, t3, { dueDate: new Date(due.getTime() + 3 * DAY) });
    const noDueDate = await createCommission(db, t4, { dueDate: null });
    await putSession(db, clock, 'late-session-1', { userId: late.id }, DAY);

    // before the due date nothing changes
    expect((await runJob().expect(200)).body).toEqual({
      name: OVERDUE_COMMISSIONS_JOB,
      ran: true,
      result: { overdueCommissions: 0, deactivatedOrganizers: 0, waitingForAdminUpi: false },
    });
    expect((await login('late@example.com')).status).toBe(200);

    clock.set(new Date(due.getTime() + 60_000));
    const run = await runJob().expect(200);
    expect(run.body.result).toEqual({ overdueCommissions: 1, deactivatedOrganizers: 1, waitingForAdminUpi: false });
    const statuses = await OrganizerCommission.query(db).whereIn('id', [owed.id, paid.id, later.id, noDueDate.id]);
    expect(Object.fromEntries(statuses.map((c) => [c.id, c.status]))).toEqual({
      [owed.id]: 'overdue',
      [paid.id]: 'confirmed',
      [later.id]: 'pending',
      [noDueDate.id]: 'pending',
    });
    expect(await User.query(db).findById(late.id)).toMatchObject({
      isActive: false,
      deactivationReason: 'unpaid_commission',
    });
    expect(await User.query(db).findById(punctual.id)).toMatchObject({ isActive: true });
    expect(await Session.query(db).where('userId', late.id)).toHaveLength(0);

    const refused = await login('late@example.com');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Your account has been deactivated because a commission payment is overdue. Please pay the commission to the admin UPI ID and contact support to reactivate it.',
    );
    expect((await login('punctual@example.com')).status).toBe(200);

    // idempotent: a second run changes nothing
    expect((await runJob().expect(200)).body.result).toEqual({
      overdueCommissions: 0,
      deactivatedOrganizers: 0,
      waitingForAdminUpi: false,
    });
    const audit = await db('auditLog').whereIn('entityId', [owed.id, late.id]).orderBy('action');
    expect(audit.map((a) => [a.action, a.actorId, a.before, a.after])).toEqual([
      ['commission.overdue', null, { status: 'pending' }, { status: 'overdue' }],
      ['user.activation_changed', null, { isActive: true }, { isActive: false, reason: 'unpaid_commission' }],
    ]);
  });

  it('never deactivates an admin', async () => {
    const admin = await createUser(database.db, { role: 'admin' });
    const tournament = await createTournament(database.db, { organizerId: admin.id, status: 'completed' });
    await createCommission(database.db, tournament, { dueDate: new Date(clock.now().getTime() - DAY) });
    expect((await runJob().expect(200)).body.result).toEqual({
      overdueCommissions: 1,
      deactivatedOrganizers: 0,
      waitingForAdminUpi: false,
    });
    expect(await User.query(database.db).findById(admin.id)).toMatchObject({ isActive: true });
  });

  it('deactivates nobody while the admin UPI id is unset; once it is set, every pending commission gets 5 days from then', async () => {
    const db = database.db;
    await setAdminUpi(db, null);
    const admin = await createUser(db, { role: 'admin' });
    const coach = await createUser(db, { role: 'organizer', email: 'coach@example.com' });
    const tournament = await createTournament(db, {
      organizerId: coach.id,
      status: 'completed',
      name: 'Saturday Swiss',
    });
    const start = clock.now();
    const owed = await createCommission(db, tournament, {
      dueDate: new Date(start.getTime() + 5 * DAY),
      commissionAmount: '130.00',
    });

    // 30 days later, long past the due date: nothing becomes overdue, nobody is deactivated
    clock.set(new Date(start.getTime() + 30 * DAY));
    expect((await runJob().expect(200)).body.result).toEqual({
      overdueCommissions: 0,
      deactivatedOrganizers: 0,
      waitingForAdminUpi: true,
    });
    expect(await OrganizerCommission.query(db).findById(owed.id)).toMatchObject({ status: 'pending' });
    expect(await User.query(db).findById(coach.id)).toMatchObject({ isActive: true });
    expect((await login('coach@example.com')).status).toBe(200);

    // the admin sets the UPI id: the clock starts now, the organizer is told where and by when
    const setAt = clock.now();
    await server
      .post('/admin/global-settings')
      .set(auth)
      .set('X-Acting-User-Id', admin.id)
      .send({ key: 'ADMIN_UPI', value: 'platform@okaxis' })
      .expect(201);
    // (this file's clock runs on from where it is set)
    const { dueDate: newDue, status } = (await OrganizerCommission.query(db).findById(owed.id))!;
    expect(status).toBe('pending');
    expect(newDue!.getTime() - setAt.getTime()).toBeGreaterThanOrEqual(5 * DAY);
    expect(newDue!.getTime() - setAt.getTime()).toBeLessThan(5 * DAY + 60_000);
    // the organizers are told by an outbox job, once the setting has committed
    await server.post('/_test/jobs/outbox.deliver/run').set(auth).expect(200);
    await server.post('/_test/jobs/outbox.deliver/run').set(auth).expect(200);
    const notices = await Notification.query(db).where({ userId: coach.id, kind: 'commission.owed' });
    expect(notices).toHaveLength(1);
    expect(notices[0]!.body).toContain('₹130.00 for Saturday Swiss is due');
    expect(notices[0]!.body).toContain('platform@okaxis');
    expect(await OutboxJob.query(db).where('key', 'email:coach@example.com')).toHaveLength(1);
    const moved = await db('auditLog').where({ entityId: owed.id, action: 'commission.due_date_moved' });
    expect(moved).toHaveLength(1);

    // 4 days later still pending; after the new due date overdue, and the organizer deactivated
    clock.set(new Date(setAt.getTime() + 4 * DAY));
    expect((await runJob().expect(200)).body.result).toMatchObject({ waitingForAdminUpi: false });
    expect(await OrganizerCommission.query(db).findById(owed.id)).toMatchObject({ status: 'pending' });
    clock.set(new Date(newDue!.getTime() + 60_000));
    await runJob().expect(200);
    expect(await OrganizerCommission.query(db).findById(owed.id)).toMatchObject({ status: 'overdue' });
    expect(await User.query(db).findById(coach.id)).toMatchObject({
      isActive: false,
      deactivationReason: 'unpaid_commission',
    });
  });

  it('answers 404 for an unknown job, behind the service token', async () => {
    const listed = await server.get('/_test/jobs').set(auth).expect(200);
    expect(listed.body.jobs).toContain(OVERDUE_COMMISSIONS_JOB);
    await server.get('/_test/jobs').expect(401);
    await server.post('/_test/jobs/nope/run').set(auth).expect(404, { message: 'Unknown job: nope' });
    await server.post(`/_test/jobs/${OVERDUE_COMMISSIONS_JOB}/run`).expect(401);
  });
});
