import { responseValidator } from '@chess-portal/contracts/openapi';
import { actingAs } from '../../../../test/support/acting';
import { createRegistration, createTournament, createUser } from '../../../../test/support/factories';
import { useTestApp } from '../../../../test/support/test-app';
import { recordAudit } from '../../services/audit-service';

const t = useTestApp();

describe('GET /admin/audit-log', () => {
  it('shows who changed what, newest first, filtered exactly', async () => {
    const admin = await createUser(t.db, { role: 'admin', username: 'auditor' });
    const user = await createUser(t.db);
    const as = actingAs(t, admin.id);
    await as.put(`/admin/users/${user.id}`, { role: 'organizer' }).expect(200);
    await as.post(`/admin/users/${user.id}/block`).expect(200);
    await as.put('/admin/global-settings/GLOBAL_COMMISSION_PERCENT', { value: '11' }).expect(200);

    const all = await as.get('/admin/audit-log').expect(200);
    expect(responseValidator('core', 'get', '/admin/audit-log', 200)!(all.body)).toBe(true);
    expect(all.body).toMatchObject({ more: false, next: null });
    expect(all.body.entries).toHaveLength(3);
    expect(all.body.entries[0]).toMatchObject({ actorUsername: 'auditor', action: expect.any(String) });
    const forUser = await as.get(`/admin/audit-log?entityType=user&entityId=${user.id}`).expect(200);
    expect(forUser.body.entries.map((e: { action: string }) => e.action).sort()).toEqual([
      'user.activation_changed',
      'user.role_changed',
    ]);
    const byAction = await as.get('/admin/audit-log?action=setting.changed').expect(200);
    expect(byAction.body.entries).toMatchObject([
      { before: { value: '10' }, after: { value: '11' }, entityId: 'GLOBAL_COMMISSION_PERCENT' },
    ]);
    const first = (await as.get(`/admin/audit-log?actorId=${admin.id}&limit=2`).expect(200)).body;
    expect(first).toMatchObject({ more: true, next: expect.stringMatching(/^\d+$/), entries: [{}, {}] });
    const older = (await as.get(`/admin/audit-log?actorId=${admin.id}&limit=2&before=${first.next}`).expect(200)).body;
    expect(older).toMatchObject({ more: false, next: null, entries: [all.body.entries[2]] });
    expect((await as.get('/admin/audit-log?before=x').expect(400)).body.message).toMatch(/before/);
  });

  it("names each entry's object: a username, a tournament, '<player> in <tournament>', a setting's key", async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const user = await createUser(t.db, { username: 'named_user' });
    const tournament = await createTournament(t.db, { name: 'Named Cup' });
    const registration = await createRegistration(t.db, tournament.id, user.id);
    const entries = [
      { entityType: 'user', entityId: user.id },
      { entityType: 'tournament', entityId: tournament.id },
      { entityType: 'registration', entityId: registration.id },
      { entityType: 'setting', entityId: 'ADMIN_UPI' },
      { entityType: 'tournament', entityId: '00000000-0000-4000-8000-00000000dead' },
    ];
    for (const e of entries) await recordAudit(t.db, { actorId: admin.id, action: `${e.entityType}.named`, ...e });
    const res = await actingAs(t, admin.id).get(`/admin/audit-log?actorId=${admin.id}`).expect(200);
    expect(responseValidator('core', 'get', '/admin/audit-log', 200)!(res.body)).toBe(true);
    const nameOf = (id: string) =>
      res.body.entries.find((e: { entityId: string }) => e.entityId === id)?.entityName as string | null;
    expect(nameOf(user.id)).toBe('named_user');
    expect(nameOf(tournament.id)).toBe('Named Cup');
    expect(nameOf(registration.id)).toBe('named_user in Named Cup');
    expect(nameOf('ADMIN_UPI')).toBe('ADMIN_UPI');
    expect(nameOf('00000000-0000-4000-8000-00000000dead')).toBeNull();
  });

  it('answers 400 for bad filters and 403 to non-admins', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    await actingAs(t, admin.id)
      .get('/admin/audit-log?actorId=nope')
      .expect(400, { message: 'Invalid filter: actorId' });
    await actingAs(t, admin.id).get('/admin/audit-log?limit=500').expect(400);
    const player = await createUser(t.db);
    await actingAs(t, player.id).get('/admin/audit-log').expect(403);
  });
});
