import { responseValidator } from '@chess-portal/contracts/openapi';
import { actingAs } from '../../../../test/support/acting';
import { createApplication, createUser } from '../../../../test/support/factories';
import { START, useTestApp } from '../../../../test/support/test-app';
import { AuditLogEntry, OrganizerApplication, OutboxEmail, User } from '../../../db/models';

const t = useTestApp();

describe('/admin/applications', () => {
  let admin: User;
  beforeAll(async () => {
    admin = await createUser(t.db, { role: 'admin' });
  });
  const as = () => actingAs(t, admin.id);

  it('lists applications with their applicants, filtered by status', async () => {
    const applicant = await createUser(t.db, { lichessUsername: 'Applicant1', email: 'applicant1@example.com' });
    const pending = await createApplication(t.db, applicant.id, { upiId: 'applicant1@okicici' });
    const rejectedUser = await createUser(t.db);
    await createApplication(t.db, rejectedUser.id, { status: 'rejected' });

    const all = await as().get('/admin/applications').expect(200);
    expect(responseValidator('core', 'get', '/admin/applications', 200)!(all.body)).toBe(true);
    expect(all.body.find((a: { id: string }) => a.id === pending.id)).toMatchObject({
      userId: applicant.id,
      status: 'pending',
      upiId: 'applicant1@okicici',
      applicationNote: 'I run a chess club.',
      adminNotes: null,
      reviewedAt: null,
      user: { username: applicant.username, lichessUsername: 'Applicant1', email: 'applicant1@example.com' },
    });
    const onlyPending = await as().get('/admin/applications?status=pending').expect(200);
    expect(onlyPending.body.every((a: { status: string }) => a.status === 'pending')).toBe(true);
    expect(onlyPending.body.some((a: { id: string }) => a.id === pending.id)).toBe(true);
    await as()
      .get('/admin/applications?status=maybe')
      .expect(400, { message: 'status must be one of: pending, approved, rejected' });
  });

  it('approves: the applicant becomes an organizer with the UPI id, is told with the note in-app and by e-mail, and it is audited', async () => {
    const applicant = await createUser(t.db, { email: 'future.organizer@example.com' });
    const app = await createApplication(t.db, applicant.id, { upiId: 'future@okaxis' });
    const res = await as()
      .put(`/admin/applications/${app.id}/review`, { status: 'approved', adminNotes: ' Welcome aboard ' })
      .expect(200);
    expect(responseValidator('core', 'put', '/admin/applications/{applicationId}/review', 200)!(res.body)).toBe(true);
    expect(res.body).toMatchObject({
      status: 'approved',
      adminNotes: 'Welcome aboard',
      reviewedBy: admin.id,
      reviewedAt: START.toISOString(),
    });
    expect(await User.query(t.db).findById(applicant.id)).toMatchObject({ role: 'organizer', upiId: 'future@okaxis' });
    // in the applicant's notifications at once, with the admin's note
    const told = await t.get('/account/notifications', applicant.id).expect(200);
    expect(told.body.notifications).toEqual([
      expect.objectContaining({
        kind: 'application.approved',
        title: 'Your organizer application was approved',
        body: expect.stringContaining('Note from the admin:\nWelcome aboard'),
        link: '/organizer/tournaments',
        read: false,
      }),
    ]);
    // the e-mail is an outbox job of the review's transaction, sent by the worker
    expect(await OutboxEmail.query(t.db).where({ to: 'future.organizer@example.com' })).toEqual([]);
    expect(await t.runOutbox()).toMatchObject({ failed: 0 });
    const mails = await OutboxEmail.query(t.db).where({ to: 'future.organizer@example.com' });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Your organizer application was approved' });
    expect(mails[0].text).toContain('/organizer/tournaments');
    expect(mails[0].text).toContain('Note from the admin:\nWelcome aboard');
    // a decision has no switch: nothing says it can be switched off
    expect(mails[0].text).not.toContain('switch these e-mails off');
    const audit = await AuditLogEntry.query(t.db).whereIn('entityId', [app.id, applicant.id]).orderBy('action');
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['application.reviewed', { status: 'pending' }, { status: 'approved', adminNotes: 'Welcome aboard' }],
      ['user.role_changed', { role: 'player', upiId: null }, { role: 'organizer', upiId: 'future@okaxis' }],
    ]);
  });

  it('rejects without notes: the role stays, the applicant is told', async () => {
    const applicant = await createUser(t.db, { email: 'not.yet@example.com' });
    const app = await createApplication(t.db, applicant.id);
    const res = await as().put(`/admin/applications/${app.id}/review`, { status: 'rejected' }).expect(200);
    expect(res.body).toMatchObject({ status: 'rejected', adminNotes: null });
    expect(await User.query(t.db).findById(applicant.id)).toMatchObject({ role: 'player' });
    const told = await t.get('/account/notifications', applicant.id).expect(200);
    expect(told.body.notifications).toMatchObject([
      { kind: 'application.rejected', title: 'Your organizer application was not approved', link: '/me' },
    ]);
    expect(told.body.notifications[0].body).not.toContain('Note from the admin');
    await t.runOutbox();
    expect(await OutboxEmail.query(t.db).where({ to: 'not.yet@example.com' })).toMatchObject([
      { subject: 'Your organizer application was not approved' },
    ]);
  });

  it('rejects with a note: the applicant reads the note, even with every e-mail switched off', async () => {
    const applicant = await createUser(t.db, { email: 'try.again@example.com' });
    await t
      .put(
        '/account/notification-preferences',
        { preferences: [{ kind: 'registration.approved', email: false }] },
        applicant.id,
      )
      .expect(200);
    // a decision is not one of the kinds that can be switched off
    await t
      .put(
        '/account/notification-preferences',
        { preferences: [{ kind: 'application.rejected', email: false }] },
        applicant.id,
      )
      .expect(400);
    const prefs = await t.get('/account/notification-preferences', applicant.id).expect(200);
    expect(prefs.body.preferences.map((p: { kind: string }) => p.kind)).not.toContain('application.rejected');
    const app = await createApplication(t.db, applicant.id);
    await as()
      .put(`/admin/applications/${app.id}/review`, {
        status: 'rejected',
        adminNotes: 'Please link the Lichess account of your club, then apply again.',
      })
      .expect(200);
    const told = await t.get('/account/notifications', applicant.id).expect(200);
    expect(told.body.notifications[0].body).toContain(
      'Note from the admin:\nPlease link the Lichess account of your club, then apply again.',
    );
    await t.runOutbox();
    const [mail] = await OutboxEmail.query(t.db).where({ to: 'try.again@example.com' });
    expect(mail.text).toContain('Please link the Lichess account of your club, then apply again.');
  });

  it('reviews only pending applications, and answers clear messages for bad input', async () => {
    const applicant = await createUser(t.db);
    const app = await createApplication(t.db, applicant.id, { status: 'rejected' });
    await as()
      .put(`/admin/applications/${app.id}/review`, { status: 'approved' })
      .expect(409, { message: 'Only pending applications can be reviewed' });
    expect(await User.query(t.db).findById(applicant.id)).toMatchObject({ role: 'player' });
    const pending = await createApplication(t.db, applicant.id);
    await as().put(`/admin/applications/${pending.id}/review`, { status: 'pending' }).expect(400);
    await as()
      .put(`/admin/applications/${pending.id}/review`, { status: 'approved', adminNotes: 'x'.repeat(1001) })
      .expect(400);
    await as()
      .put('/admin/applications/00000000-0000-4000-8000-000000000000/review', { status: 'approved' })
      .expect(404, { message: 'Application not found' });
    expect(await OrganizerApplication.query(t.db).findById(pending.id)).toMatchObject({ status: 'pending' });
  });

  it('is for admins only', async () => {
    const organizer = await createUser(t.db, { role: 'organizer' });
    const app = await createApplication(t.db, organizer.id);
    await actingAs(t, organizer.id).get('/admin/applications').expect(403);
    await actingAs(t, organizer.id).put(`/admin/applications/${app.id}/review`, { status: 'approved' }).expect(403);
    expect(await OrganizerApplication.query(t.db).findById(app.id)).toMatchObject({ status: 'pending' });
  });
});
