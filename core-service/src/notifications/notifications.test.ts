// Notifications end to end in core: the approval and rejection tell the player (header list and an
// e-mail through the outbox), the reminders are told once each, the e-mail switches are honoured,
// and admins see failing outbox jobs.
import {
  createCommission,
  createRegistration,
  createTournament,
  createUser,
  setAdminUpi,
} from '../../test/support/factories';
import { useTestApp } from '../../test/support/test-app';
import { createServices } from '../create-services';
import { Notification, OutboxEmail, OutboxJob, type User } from '../db/models';
import { mailFault } from '../mail/mailer';

const t = useTestApp();
const services = () => createServices({ db: t.db, clock: t.clock, config: { serviceToken: 'x' } });
const MINUTE = 60_000;
const DAY = 86_400_000;

let organizer: User;
let admin: User;
beforeAll(async () => {
  organizer = await createUser(t.db, { role: 'organizer', email: 'org@example.com' });
  admin = await createUser(t.db, { role: 'admin' });
});
afterEach(() => {
  mailFault.message = null;
});

const sentTo = (to: string) => OutboxEmail.query(t.db).where('to', to).orderBy('createdAt');
const emailJobsTo = (to: string) => OutboxJob.query(t.db).where('key', `email:${to}`);

let payments = 0;

/** Each registration pays with its own UPI reference: a reused one would need the organizer's confirmation. */
async function pendingRegistration(email: string, tournamentOverrides = {}) {
  const player = await createUser(t.db, { email });
  const tournament = await createTournament(t.db, {
    organizerId: organizer.id,
    name: 'Sunday Swiss',
    startTime: new Date('2026-03-08T04:30:00Z'),
    ...tournamentOverrides,
  });
  const reg = await createRegistration(t.db, tournament.id, player.id, {
    paymentId: `4123456789${String((payments += 1)).padStart(2, '0')}`,
  });
  return { player, tournament, reg };
}

describe('registration decisions', () => {
  it('approval: the player finds it in the header list and gets one e-mail through the outbox', async () => {
    const { player, tournament, reg } = await pendingRegistration('asha@example.com');
    await t
      .post(`/organizer/tournaments/${tournament.id}/registrations/${reg.id}/approve`, {}, organizer.id)
      .expect(200);

    const list = await t.get('/account/notifications', player.id).expect(200);
    expect(list.body.unreadCount).toBe(1);
    expect(list.body.notifications).toEqual([
      {
        id: expect.any(String),
        kind: 'registration.approved',
        title: 'Registration approved: Sunday Swiss',
        body: expect.stringContaining('Your registration for Sunday Swiss has been approved.'),
        link: `/tournaments/${tournament.id}`,
        createdAt: t.clock.now().toISOString(),
        read: false,
      },
    ]);
    expect(list.body.notifications[0].body).toContain('Sun, 8 Mar 2026, 10:00 IST');

    // queued in the approval's transaction, sent by the worker
    expect(await sentTo('asha@example.com')).toEqual([]);
    expect(await services().outbox.run()).toMatchObject({ done: 1, failed: 0 });
    const [mail] = await sentTo('asha@example.com');
    expect(mail.subject).toBe('Registration approved: Sunday Swiss');
    expect(mail.text).toContain(`http://localhost:8080/tournaments/${tournament.id}`);
    expect(await services().outbox.run()).toMatchObject({ claimed: 0 });
    expect(await sentTo('asha@example.com')).toHaveLength(1);
  });

  it('rejection: the player is told too', async () => {
    const { player, tournament, reg } = await pendingRegistration('bala@example.com');
    await t
      .post(`/organizer/tournaments/${tournament.id}/registrations/${reg.id}/reject`, {}, organizer.id)
      .expect(200);
    const list = await t.get('/account/notifications', player.id).expect(200);
    expect(list.body.notifications.map((n: { kind: string; title: string }) => [n.kind, n.title])).toEqual([
      ['registration.rejected', 'Registration rejected: Sunday Swiss'],
    ]);
    expect(await emailJobsTo('bala@example.com')).toHaveLength(1);
  });

  it('a failing SMTP keeps the e-mail, shows the failure to admins, and the retry delivers it', async () => {
    await services().outbox.run(); // the earlier tests' e-mails
    const { tournament, reg } = await pendingRegistration('chitra@example.com');
    await t
      .post(`/organizer/tournaments/${tournament.id}/registrations/${reg.id}/approve`, {}, organizer.id)
      .expect(200);
    mailFault.message = 'SMTP server unreachable';
    expect(await services().outbox.run()).toMatchObject({ claimed: 1, failed: 1 });

    await t.get('/admin/outbox?state=failing', organizer.id).expect(403);
    const failing = await t.get('/admin/outbox?state=failing', admin.id).expect(200);
    expect(failing.body.counts.failing).toBe(1);
    expect(failing.body.jobs).toEqual([
      expect.objectContaining({
        kind: 'email',
        state: 'failing',
        summary: 'E-mail to chitra@example.com: Registration approved: Sunday Swiss',
        attempts: 1,
        lastError: 'SMTP server unreachable',
        nextAttemptAt: new Date(t.clock.now().getTime() + 30_000).toISOString(),
      }),
    ]);
    await t.get('/admin/outbox?state=lost', admin.id).expect(400);

    mailFault.message = null;
    const jobId = failing.body.jobs[0].id as string;
    await t.post(`/admin/outbox/${jobId}/retry`, {}, admin.id).expect(200);
    expect(await services().outbox.run()).toMatchObject({ done: 1 });
    expect(await sentTo('chitra@example.com')).toHaveLength(1);
    await t.post(`/admin/outbox/${jobId}/retry`, {}, admin.id).expect(404); // done: nothing to retry
    const done = await t.get('/admin/outbox?state=done', admin.id).expect(200);
    expect(done.body.jobs.find((j: { id: string }) => j.id === jobId)).toMatchObject({
      state: 'done',
      attempts: 2,
      lastError: 'SMTP server unreachable',
    });
  });
});

describe('the header list', () => {
  it('marks one or all as read, and only the owner’s', async () => {
    const { player, tournament, reg } = await pendingRegistration('devi@example.com');
    const other = await pendingRegistration('eshan@example.com', { name: 'Blitz Night' });
    await t
      .post(`/organizer/tournaments/${tournament.id}/registrations/${reg.id}/reject`, {}, organizer.id)
      .expect(200);
    await t
      .post(`/organizer/tournaments/${other.tournament.id}/registrations/${other.reg.id}/approve`, {}, organizer.id)
      .expect(200);
    const mine = (await t.get('/account/notifications', player.id).expect(200)).body.notifications[0].id as string;
    const theirs = (await t.get('/account/notifications', other.player.id).expect(200)).body.notifications[0].id;

    await t.post(`/account/notifications/${theirs}/read`, {}, player.id).expect(404);
    await t.post('/account/notifications/not-a-uuid/read', {}, player.id).expect(404);
    const read = await t.post(`/account/notifications/${mine}/read`, {}, player.id).expect(200);
    expect(read.body).toMatchObject({ unreadCount: 0, notifications: [{ id: mine, read: true }] });
    expect((await t.get('/account/notifications', other.player.id)).body.unreadCount).toBe(1);
    expect((await t.post('/account/notifications/read-all', {}, other.player.id).expect(200)).body.unreadCount).toBe(0);
    await t.get('/account/notifications').expect(401);
    await t.get('/account/notifications?limit=0', player.id).expect(400);
  });
});

describe('e-mail switches', () => {
  it('lists the kinds for the role, switches one off, and a switched-off e-mail is not sent (the list still is)', async () => {
    const { player, tournament, reg } = await pendingRegistration('farah@example.com');
    const prefs = await t.get('/account/notification-preferences', player.id).expect(200);
    expect(prefs.body.preferences.map((p: { kind: string; email: boolean }) => [p.kind, p.email])).toEqual([
      ['registration.approved', true],
      ['registration.rejected', true],
      ['registration.revoked', true],
      ['tournament.starting', true],
      ['refund.owed', true],
      ['refund.sent', true],
      ['prize.won', true],
      ['prize.sent', true],
    ]);
    const organizerPrefs = await t.get('/account/notification-preferences', organizer.id).expect(200);
    expect(organizerPrefs.body.preferences).toHaveLength(12);

    const off = await t
      .put(
        '/account/notification-preferences',
        { preferences: [{ kind: 'registration.approved', email: false }] },
        player.id,
      )
      .expect(200);
    expect(off.body.preferences[0]).toEqual({ kind: 'registration.approved', label: expect.any(String), email: false });
    await t
      .put('/account/notification-preferences', { preferences: [{ kind: 'spam', email: false }] }, player.id)
      .expect(400);

    await t
      .post(`/organizer/tournaments/${tournament.id}/registrations/${reg.id}/approve`, {}, organizer.id)
      .expect(200);
    expect(await Notification.query(t.db).where({ userId: player.id, kind: 'registration.approved' })).toHaveLength(1);
    expect(await emailJobsTo('farah@example.com')).toEqual([]);

    // switched on again: the next e-mail is sent
    await t
      .put(
        '/account/notification-preferences',
        { preferences: [{ kind: 'registration.approved', email: true }] },
        player.id,
      )
      .expect(200);
    const again = await pendingRegistration('farah2@example.com');
    await t
      .put(
        '/account/notification-preferences',
        { preferences: [{ kind: 'registration.approved', email: false }] },
        again.player.id,
      )
      .expect(200);
    expect((await t.get('/account/notification-preferences', player.id)).body.preferences[0].email).toBe(true);
  });
});

describe('reminders (job notifications.reminders)', () => {
  it('tells every approved player once, 30 minutes before the start, with the Lichess link', async () => {
    const start = new Date('2026-03-10T12:30:00Z');
    const tournament = await createTournament(t.db, {
      organizerId: organizer.id,
      name: 'Rapid Cup',
      startTime: start,
      lichessUrl: 'https://lichess.org/swiss/AbCd1234',
    });
    const approved = await createUser(t.db, { email: 'gita@example.com' });
    const alsoApproved = await createUser(t.db, { email: 'hari@example.com' });
    const pending = await createUser(t.db, { email: 'indu@example.com' });
    await createRegistration(t.db, tournament.id, approved.id, { paymentStatus: 'approved' });
    await createRegistration(t.db, tournament.id, alsoApproved.id, { paymentStatus: 'approved' });
    await createRegistration(t.db, tournament.id, pending.id);
    await t.put(
      '/account/notification-preferences',
      { preferences: [{ kind: 'tournament.starting', email: false }] },
      alsoApproved.id,
    );

    t.clock.set(new Date(start.getTime() - 31 * MINUTE));
    expect((await services().notifications.sendReminders()).startReminders).toBe(0);
    t.clock.set(new Date(start.getTime() - 30 * MINUTE));
    expect((await services().notifications.sendReminders()).startReminders).toBe(2);
    t.clock.set(new Date(start.getTime() - 10 * MINUTE));
    expect((await services().notifications.sendReminders()).startReminders).toBe(0);
    await services().outbox.run();

    const mails = await sentTo('gita@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Starting in 30 minutes: Rapid Cup']);
    expect(mails[0].text).toContain('https://lichess.org/swiss/AbCd1234');
    expect(await sentTo('hari@example.com')).toEqual([]); // switched off
    expect(await Notification.query(t.db).where({ userId: alsoApproved.id, kind: 'tournament.starting' })).toHaveLength(
      1,
    );
    expect(await Notification.query(t.db).where({ userId: pending.id })).toEqual([]);
    t.clock.set('2026-03-01T06:30:00.000Z');
  });

  it('a player approved 17 minutes before the start is told the real time left, not 30 minutes', async () => {
    const start = new Date('2026-03-12T12:30:00Z');
    const { player, tournament, reg } = await pendingRegistration('kiran@example.com', {
      name: 'Late Blitz',
      startTime: start,
    });
    t.clock.set(new Date(start.getTime() - 17 * MINUTE));
    await t
      .post(`/organizer/tournaments/${tournament.id}/registrations/${reg.id}/approve`, {}, organizer.id)
      .expect(200);
    expect((await services().notifications.sendReminders()).startReminders).toBe(1);
    const list = await t.get('/account/notifications', player.id).expect(200);
    expect(list.body.notifications.map((n: { title: string }) => n.title)).toContain(
      'Starting in 17 minutes: Late Blitz',
    );
    await services().outbox.run();
    expect((await sentTo('kiran@example.com')).map((m) => m.subject)).toContain('Starting in 17 minutes: Late Blitz');
    t.clock.set('2026-03-01T06:30:00.000Z');
  });

  it('tells the organizer once about a commission due within 2 days and once about an overdue one', async () => {
    const org = await createUser(t.db, { role: 'organizer', email: 'jaya@example.com' });
    const now = t.clock.now().getTime();
    const t1 = await createTournament(t.db, { organizerId: org.id, name: 'Club Open', status: 'completed' });
    const t2 = await createTournament(t.db, { organizerId: org.id, name: 'Winter Swiss', status: 'completed' });
    const t3 = await createTournament(t.db, { organizerId: org.id, name: 'Later Cup', status: 'completed' });
    await createCommission(t.db, t1, { dueDate: new Date(now + 2 * DAY), commissionAmount: '30.00' });
    await createCommission(t.db, t2, { dueDate: new Date(now - DAY), status: 'overdue' });
    await createCommission(t.db, t3, { dueDate: new Date(now + 3 * DAY) });

    // no "due in 2 days" while the admin UPI id is unset: no deadline runs then (product.md §9)
    expect(await services().notifications.sendReminders()).toEqual({
      startReminders: 0,
      commissionsDue: 0,
      commissionsOverdue: 1,
    });
    await setAdminUpi(t.db, 'platform@okaxis');
    expect(await services().notifications.sendReminders()).toEqual({
      startReminders: 0,
      commissionsDue: 1,
      commissionsOverdue: 0,
    });
    expect(await services().notifications.sendReminders()).toEqual({
      startReminders: 0,
      commissionsDue: 0,
      commissionsOverdue: 0,
    });
    await services().outbox.run();
    const mails = await sentTo('jaya@example.com');
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Commission due Tue, 3 Mar 2026, 12:00 IST',
      'Commission overdue',
    ]);
    expect(mails.find((m) => m.subject === 'Commission overdue')!.text).toContain('Winter Swiss');
  });
});
