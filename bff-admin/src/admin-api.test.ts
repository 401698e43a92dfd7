// Every admin call of product.md §7 through bff-admin against the real core (demo data), signed in at
// bff-player like the portal does.
import { SETUP_BUDGET_MS } from '@chess-portal/core-service/testing';
import os from 'node:os';
import request from '@chess-portal/service-kit/src/testing/same-origin-request';
import { responseValidator } from '@chess-portal/contracts/openapi';
import { startRealStack, SESSION_KEYS, type RealStack } from '@chess-portal/bff-player/test/support/real-stack';
import {
  Notification,
  OrganizerApplication,
  OrganizerCommission,
  OutboxEmail,
  Registration,
  User,
} from '@chess-portal/core-service/testing';
import { createApp } from './app';
import { createAdminCoreClient } from './clients/core-client';

let stack: RealStack;
let admin: ReturnType<ReturnType<typeof createApp>['callback']>;
let cookie: string[];
beforeAll(async () => {
  stack = await startRealStack();
  admin = createApp({
    core: createAdminCoreClient(stack.coreOptions),
    sessionKeys: SESSION_KEYS,
    distDir: os.tmpdir(),
    userCache: { cacheMs: 0 },
  }).callback();
  cookie = await stack.signIn('admin');
}, SETUP_BUDGET_MS);
afterAll(() => stack.close());

const call = (method: 'get' | 'put' | 'post' | 'delete', path: string, body?: object) => {
  const test = request(admin)[method](path).set('Cookie', cookie);
  return body ? test.send(body) : test;
};
const documented = (method: string, path: string, status: number, body: unknown) =>
  responseValidator('bff-admin', method, path, status)!(body);

describe('bff-admin: users', () => {
  it('lists users, changes roles, refuses to touch admins', async () => {
    const list = await call('get', '/api/admin/users').expect(200);
    expect(documented('get', '/api/admin/users', 200, list.body)).toBe(true);
    expect(list.body.map((u: { username: string }) => u.username).sort()).toEqual([
      'admin',
      'late_organizer',
      'organizer',
      'player',
    ]);
    const { playerId, adminId } = stack.core.demo!;
    const promoted = await call('put', `/api/admin/users/${playerId}`, { role: 'organizer' }).expect(200);
    expect(documented('put', '/api/admin/users/{id}', 200, promoted.body)).toBe(true);
    await call('put', `/api/admin/users/${playerId}`, { role: 'player' }).expect(200);
    await call('put', `/api/admin/users/${adminId}`, { role: 'player' }).expect(403, {
      message: 'Admin accounts cannot be changed or deleted',
    });
    await call('put', `/api/admin/users/${playerId}`, { role: 'queen' }).expect(400);
  });

  it('blocks a user, whose session then stops working, and unblocks them', async () => {
    const playerCookie = await stack.signIn('player');
    const me = () => request(stack.player).get('/api/auth/me').set('Cookie', playerCookie);
    await me().expect(200);
    const blocked = await call('post', `/api/admin/users/${stack.core.demo!.playerId}/block`).expect(200);
    expect(blocked.body).toMatchObject({ isActive: false });
    await me().expect(401);
    await call('post', `/api/admin/users/${stack.core.demo!.playerId}/unblock`).expect(200);
    await stack.signIn('player');
  });
});

describe('bff-admin: applications', () => {
  it('filters and approves: the applicant becomes an organizer and is e-mailed', async () => {
    const { db } = stack.core;
    const applicant = await User.query(db).insert({
      username: 'applicant_x',
      email: 'applicant.x@example.com',
      password: 'x',
    });
    const app = await OrganizerApplication.query(db).insert({
      userId: applicant.id,
      applicationNote: 'n'.repeat(60),
      upiId: 'applicant@okaxis',
    });
    const pending = await call('get', '/api/admin/applications?status=pending').expect(200);
    expect(documented('get', '/api/admin/applications', 200, pending.body)).toBe(true);
    expect(pending.body.map((a: { id: string }) => a.id)).toContain(app.id);
    await call('get', '/api/admin/applications?status=sometimes').expect(400, {
      message: 'status must be one of: pending, approved, rejected',
    });
    const reviewed = await call('put', `/api/admin/applications/${app.id}/review`, {
      status: 'approved',
      adminNotes: 'ok',
    }).expect(200);
    expect(reviewed.body).toMatchObject({ status: 'approved', adminNotes: 'ok' });
    expect(await User.query(db).findById(applicant.id)).toMatchObject({ role: 'organizer', upiId: 'applicant@okaxis' });
    // told in-app at once, and by e-mail once the outbox worker ran
    expect(await Notification.query(db).where({ userId: applicant.id })).toMatchObject([
      { kind: 'application.approved', body: expect.stringContaining('Note from the admin:\nok') },
    ]);
    await stack.core.runOutbox();
    expect(await OutboxEmail.query(db).where({ to: 'applicant.x@example.com' })).toMatchObject([
      { subject: 'Your organizer application was approved' },
    ]);
    await call('put', `/api/admin/applications/${app.id}/review`, { status: 'rejected' }).expect(409, {
      message: 'Only pending applications can be reviewed',
    });
  });
});

describe('bff-admin: commissions', () => {
  it('lists by status and confirms a pending commission once the organizer has given a transaction id', async () => {
    const pending = await call('get', '/api/admin/commissions?status=pending').expect(200);
    expect(documented('get', '/api/admin/commissions', 200, pending.body)).toBe(true);
    expect(pending.body.length).toBeGreaterThan(0);
    const id = pending.body[0].id;
    await call('post', `/api/admin/commissions/${id}/confirm`).expect(409);
    await OrganizerCommission.query(stack.core.db).patch({ organizerTransactionId: 'UPI31415926' }).findById(id);
    const confirmed = await call('post', `/api/admin/commissions/${id}/confirm`).expect(200);
    expect(documented('post', '/api/admin/commissions/{id}/confirm', 200, confirmed.body)).toBe(true);
    expect(confirmed.body).toMatchObject({ status: 'confirmed', organizerTransactionId: 'UPI31415926' });
    await call('get', '/api/admin/commissions?status=late').expect(400);
  });

  it("passes the admin's confirmation of a reused transaction id through to core", async () => {
    // a player's entry-fee UTR, then submitted as the (reopened) commission's payment
    const reg = await Registration.query(stack.core.db).first();
    const open = await OrganizerCommission.query(stack.core.db).first();
    if (!reg || !open) throw new Error('the demo data has a registration and a commission');
    await Registration.query(stack.core.db).patch({ paymentId: '417250000101' }).findById(reg.id);
    await OrganizerCommission.query(stack.core.db)
      .patch({ status: 'pending', organizerTransactionId: '417250000101' })
      .findById(open.id);
    const refused = await call('post', `/api/admin/commissions/${open.id}/confirm`, {}).expect(409);
    expect(refused.body.message).toMatch(/^This transaction ID is already used: .+'s registration for /);
    const confirmed = await call('post', `/api/admin/commissions/${open.id}/confirm`, {
      confirmReusedTransactionId: true,
    }).expect(200);
    expect(confirmed.body.transactionIdUses).toEqual([expect.objectContaining({ kind: 'registration' })]);
  });

  it('books a double-clicked adjustment once: the retry gets the first answer, marked Idempotent-Replayed', async () => {
    const [commission] = (await call('get', '/api/admin/commissions').expect(200)).body;
    const adjust = (key: string) =>
      call('post', `/api/admin/commissions/${commission.id}/adjustments`)
        .set('Idempotency-Key', key)
        .send({ amount: '12.50', reason: 'Two players refunded after the end' });
    const first = await adjust('adjust-click-0001').expect(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const retry = await adjust('adjust-click-0001').expect(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    const lines = (body: { adjustments: { reason: string }[] }) =>
      body.adjustments.filter((a) => a.reason === 'Two players refunded after the end');
    expect(lines(retry.body)).toHaveLength(1);
    // a new click is a new line
    expect(lines((await adjust('adjust-click-0002').expect(201)).body)).toHaveLength(2);
  });
});

describe('bff-admin: global settings', () => {
  it('PUTs an existing key and POSTs a missing one, with the product.md messages', async () => {
    const list = await call('get', '/api/admin/global-settings').expect(200);
    expect(documented('get', '/api/admin/global-settings', 200, list.body)).toBe(true);
    const updated = await call('put', '/api/admin/global-settings/GLOBAL_COMMISSION_PERCENT', { value: 12.5 }).expect(
      200,
    );
    expect(updated.body).toMatchObject({ key: 'GLOBAL_COMMISSION_PERCENT', value: '12.5' });
    await call('put', '/api/admin/global-settings/GLOBAL_COMMISSION_PERCENT', { value: '101' }).expect(400, {
      message: 'Commission percentage must be between 0 and 100',
    });
    await call('put', '/api/admin/global-settings/ADMIN_UPI', { value: 'admin@okaxis' }).expect(404, {
      message: 'Setting not found',
    });
    await call('post', '/api/admin/global-settings', { key: 'ADMIN_UPI', value: 'nope' }).expect(400, {
      message: 'Please enter a valid UPI ID',
    });
    const created = await call('post', '/api/admin/global-settings', {
      key: 'ADMIN_UPI',
      value: 'admin@okaxis',
      description: 'Admin UPI',
    }).expect(201);
    expect(documented('post', '/api/admin/global-settings', 201, created.body)).toBe(true);
    await call('post', '/api/admin/global-settings', { key: 'ADMIN_UPI', value: 'admin@okaxis' }).expect(409, {
      message: 'Setting already exists',
    });
    await call('put', '/api/admin/global-settings/OTHER', { value: '1' }).expect(400, {
      message: 'Unknown setting key',
    });
  });
});

describe('bff-admin: audit log', () => {
  it('shows the changes made above, newest first, with filters', async () => {
    const all = await call('get', '/api/admin/audit-log').expect(200);
    expect(documented('get', '/api/admin/audit-log', 200, all.body)).toBe(true);
    expect(all.body.entries.length).toBeGreaterThanOrEqual(6);
    const settings = await call('get', '/api/admin/audit-log?action=setting.changed&limit=10').expect(200);
    expect(settings.body.entries[0]).toMatchObject({
      actorUsername: 'admin',
      entityId: 'ADMIN_UPI',
      before: null,
      after: { value: 'admin@okaxis' },
    });
    await call('get', '/api/admin/audit-log?limit=0').expect(400);
  });
});
