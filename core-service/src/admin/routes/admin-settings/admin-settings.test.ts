import { responseValidator } from '@chess-portal/contracts/openapi';
import { actingAs } from '../../../../test/support/acting';
import { createUser } from '../../../../test/support/factories';
import { START, useTestApp } from '../../../../test/support/test-app';
import { AuditLogEntry, GlobalSetting, type User } from '../../../db/models';

const t = useTestApp();

describe('/admin/global-settings', () => {
  let admin: User;
  beforeAll(async () => {
    admin = await createUser(t.db, { role: 'admin' });
  });
  const as = () => actingAs(t, admin.id);

  it('lists the settings (the commission default exists from the start)', async () => {
    const res = await as().get('/admin/global-settings').expect(200);
    expect(responseValidator('core', 'get', '/admin/global-settings', 200)!(res.body)).toBe(true);
    expect(res.body).toEqual([expect.objectContaining({ key: 'GLOBAL_COMMISSION_PERCENT', value: '10' })]);
  });

  it('updates an existing key with PUT, storing canonical text and auditing before/after', async () => {
    const res = await as().put('/admin/global-settings/GLOBAL_COMMISSION_PERCENT', { value: '12.5' }).expect(200);
    expect(res.body).toMatchObject({
      key: 'GLOBAL_COMMISSION_PERCENT',
      value: '12.5',
      updatedBy: admin.id,
      updatedAt: START.toISOString(),
    });
    expect(res.body.description).toBeTruthy();
    await as().put('/admin/global-settings/GLOBAL_COMMISSION_PERCENT', { value: 7 }).expect(200);
    const audit = await AuditLogEntry.query(t.db)
      .where({ entityType: 'setting', entityId: 'GLOBAL_COMMISSION_PERCENT' })
      .orderBy('id');
    expect(audit.map((a) => [a.before, a.after])).toEqual(
      expect.arrayContaining([
        [{ value: '10' }, { value: '12.5' }],
        [{ value: '12.5' }, { value: '7' }],
      ]),
    );
  });

  it('refuses values outside the form rules with the product.md §5 messages, keeping the value', async () => {
    const key = '/admin/global-settings/GLOBAL_COMMISSION_PERCENT';
    await as().put(key, { value: '100.5' }).expect(400, { message: 'Commission percentage must be between 0 and 100' });
    await as().put(key, { value: -1 }).expect(400, { message: 'Commission percentage must be between 0 and 100' });
    await as().put(key, { value: '12.55' }).expect(400);
    await as().put(key, { value: 'ten' }).expect(400);
    expect(await GlobalSetting.query(t.db).findOne({ key: 'GLOBAL_COMMISSION_PERCENT' })).toMatchObject({ value: '7' });
  });

  it('PUT on a missing key is 404; POST creates it once (409 after), with the UPI rule', async () => {
    await as()
      .put('/admin/global-settings/ADMIN_UPI', { value: 'admin@okaxis' })
      .expect(404, { message: 'Setting not found' });
    await as()
      .post('/admin/global-settings', { key: 'ADMIN_UPI', value: 'not-a-upi' })
      .expect(400, { message: 'Please enter a valid UPI ID' });
    const created = await as()
      .post('/admin/global-settings', { key: 'ADMIN_UPI', value: 'admin@okaxis', description: 'Where organizers pay' })
      .expect(201);
    expect(responseValidator('core', 'post', '/admin/global-settings', 201)!(created.body)).toBe(true);
    expect(created.body).toMatchObject({
      key: 'ADMIN_UPI',
      value: 'admin@okaxis',
      description: 'Where organizers pay',
    });
    await as()
      .post('/admin/global-settings', { key: 'ADMIN_UPI', value: 'other@okaxis' })
      .expect(409, { message: 'Setting already exists' });
    await as().put('/admin/global-settings/ADMIN_UPI', { value: 'treasury@oksbi' }).expect(200);
  });

  it('knows only the product.md keys and is for admins only', async () => {
    await as()
      .put('/admin/global-settings/SOMETHING_ELSE', { value: '1' })
      .expect(400, { message: 'Unknown setting key' });
    await as().post('/admin/global-settings', { key: 'SOMETHING_ELSE', value: '1' }).expect(400);
    const organizer = await createUser(t.db, { role: 'organizer' });
    await actingAs(t, organizer.id).put('/admin/global-settings/GLOBAL_COMMISSION_PERCENT', { value: '0' }).expect(403);
    expect(await GlobalSetting.query(t.db).findOne({ key: 'GLOBAL_COMMISSION_PERCENT' })).toMatchObject({ value: '7' });
  });
});
