// Consumer contract bff-admin → core-service: drives the real admin core client against the Pact mock
// server and writes contracts/pacts/bff-admin-core-service.json. Matching is on shape; the ids are
// the provider states' parameters (the states create rows with exactly these ids).
import path from 'node:path';
import { rmSync } from 'node:fs';
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { createAdminCoreClient } from './core-client';

const { like, eachLike, integer, boolean, regex } = MatchersV3;

const pactDir = path.resolve(__dirname, '../../../contracts/pacts');
rmSync(path.join(pactDir, 'bff-admin-core-service.json'), { force: true });
const pact = new PactV3({ consumer: 'bff-admin', provider: 'core-service', dir: pactDir, logLevel: 'warn' });

const ADMIN = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const PLAYER = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const APPLICATION = '4c5d6e7f-8a9b-4c0d-8e1f-2a3b4c5d6e7f';
const COMMISSION = '5d6e7f8a-9b0c-4d1e-9f2a-3b4c5d6e7f8a';
const ISO = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$';
const MONEY = '^\\d+\\.\\d{2}$';

const headers = (actingUserId = ADMIN) => ({
  Authorization: regex('^Bearer .+$', 'Bearer pact-token'),
  'X-Acting-User-Id': actingUserId,
});
const json = { 'Content-Type': regex('^application/json', 'application/json') };
const client = (baseUrl: string) => createAdminCoreClient({ baseUrl, serviceToken: 'pact-token', traceHeaders: false });
const error = (message: string) => ({ message: like(message) });

const adminUser = (fields: { id: string; role: string; isActive: boolean }) => ({
  id: like(fields.id),
  username: like('pact_user'),
  email: like('pact@example.com'),
  role: like(fields.role),
  isActive: boolean(fields.isActive),
  lichessVerified: boolean(false),
  createdAt: regex(ISO, '2026-03-01T06:30:00.000Z'),
});
const application = (status: string) => ({
  id: like(APPLICATION),
  userId: like(PLAYER),
  applicationNote: like('I run the chess club at my school.'),
  upiId: like('applicant@okaxis'),
  status: like(status),
  adminNotes: like(status === 'pending' ? null : 'Welcome'),
  createdAt: regex(ISO, '2026-03-01T06:30:00.000Z'),
  user: { username: like('pact_2b3c4d5e'), lichessUsername: like('PactApplicant'), email: like('pact@example.com') },
});
const commission = (status: string) => ({
  id: like(COMMISSION),
  commissionAmount: regex(MONEY, '30.00'),
  status: like(status),
  dueDate: regex(ISO, '2027-02-06T00:00:00.000Z'),
  organizer: {
    username: like('pact_3e5a7c9b'),
    email: like('o@example.com'),
    upiId: like('organizer@okaxis'),
    isActive: boolean(true),
  },
  tournament: { name: like('Pact Closed Rapid') },
});
const auditEntry = {
  id: like('6e7f8a9b-0c1d-4e2f-8a3b-4c5d6e7f8a9b'),
  action: like('setting.changed'),
  entityType: like('setting'),
  createdAt: regex(ISO, '2026-03-01T06:30:00.000Z'),
};
const setting = (key: string, value: string) => ({
  key: like(key),
  value: like(value),
  updatedAt: regex(ISO, '2026-03-01T06:30:00.000Z'),
});

describe('bff-admin → core-service: users', () => {
  it('lists users', () =>
    pact
      .given('an admin {adminId} and a player {userId}', { adminId: ADMIN, userId: PLAYER })
      .uponReceiving('a request for every user')
      .withRequest({ method: 'GET', path: '/admin/users', headers: headers() })
      .willRespondWith({
        status: 200,
        headers: json,
        body: eachLike(adminUser({ id: PLAYER, role: 'player', isActive: true })),
      })
      .executeTest(async (mock) => {
        expect((await client(mock.url).listUsers(ADMIN)).length).toBeGreaterThan(0);
      }));

  it('promotes a player', () =>
    pact
      .given('an admin {adminId} and a player {userId}', { adminId: ADMIN, userId: PLAYER })
      .uponReceiving('a role change to organizer')
      .withRequest({
        method: 'PUT',
        path: `/admin/users/${PLAYER}`,
        headers: { ...headers(), ...json },
        body: { role: 'organizer' },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: adminUser({ id: PLAYER, role: 'organizer', isActive: true }),
      })
      .executeTest(async (mock) => {
        expect((await client(mock.url).updateUser(ADMIN, PLAYER, { role: 'organizer' })).role).toBe('organizer');
      }));

  it('refuses to change an admin account', () =>
    pact
      .given('an admin {adminId}', { adminId: ADMIN })
      .uponReceiving('a role change of an admin account')
      .withRequest({
        method: 'PUT',
        path: `/admin/users/${ADMIN}`,
        headers: { ...headers(), ...json },
        body: { role: 'player' },
      })
      .willRespondWith({ status: 403, headers: json, body: error('Admin accounts cannot be changed or deleted') })
      .executeTest(async (mock) => {
        await expect(client(mock.url).updateUser(ADMIN, ADMIN, { role: 'player' })).rejects.toMatchObject({
          status: 403,
        });
      }));

  it('blocks, unblocks and deletes (deactivates) a player', async () => {
    await pact
      .given('an admin {adminId} and a player {userId}', { adminId: ADMIN, userId: PLAYER })
      .uponReceiving('a block of a player')
      .withRequest({ method: 'POST', path: `/admin/users/${PLAYER}/block`, headers: headers() })
      .willRespondWith({ status: 200, headers: json, body: adminUser({ id: PLAYER, role: 'player', isActive: false }) })
      .executeTest(async (mock) => expect((await client(mock.url).blockUser(ADMIN, PLAYER)).isActive).toBe(false));
    await pact
      .given('an admin {adminId} and a blocked player {userId}', { adminId: ADMIN, userId: PLAYER })
      .uponReceiving('an unblock of a blocked player')
      .withRequest({ method: 'POST', path: `/admin/users/${PLAYER}/unblock`, headers: headers() })
      .willRespondWith({ status: 200, headers: json, body: adminUser({ id: PLAYER, role: 'player', isActive: true }) })
      .executeTest(async (mock) => expect((await client(mock.url).unblockUser(ADMIN, PLAYER)).isActive).toBe(true));
    await pact
      .given('an admin {adminId} and a player {userId}', { adminId: ADMIN, userId: PLAYER })
      .uponReceiving('a delete of a player')
      .withRequest({ method: 'DELETE', path: `/admin/users/${PLAYER}`, headers: headers() })
      .willRespondWith({ status: 200, headers: json, body: adminUser({ id: PLAYER, role: 'player', isActive: false }) })
      .executeTest(async (mock) => expect((await client(mock.url).deleteUser(ADMIN, PLAYER)).isActive).toBe(false));
  });

  it('refuses a non-admin', () =>
    pact
      .given('an admin {adminId} and a player {userId}', { adminId: ADMIN, userId: PLAYER })
      .uponReceiving('a request for the stats by a player')
      .withRequest({ method: 'GET', path: '/admin/stats', headers: headers(PLAYER) })
      .willRespondWith({ status: 403, headers: json, body: error('Admin access required') })
      .executeTest(async (mock) => {
        await expect(client(mock.url).getAdminStats(PLAYER)).rejects.toMatchObject({ status: 403 });
      }));
});

describe('bff-admin → core-service: applications and commissions', () => {
  const pending = { adminId: ADMIN, applicationId: APPLICATION, userId: PLAYER };
  it('lists pending applications and approves one', async () => {
    await pact
      .given('an admin {adminId} and a pending organizer application {applicationId} by {userId}', pending)
      .uponReceiving('a request for pending applications')
      .withRequest({ method: 'GET', path: '/admin/applications', query: { status: 'pending' }, headers: headers() })
      .willRespondWith({ status: 200, headers: json, body: eachLike(application('pending')) })
      .executeTest(async (mock) =>
        expect((await client(mock.url).listApplications(ADMIN, { status: 'pending' }))[0].status).toBe('pending'),
      );
    await pact
      .given('an admin {adminId} and a pending organizer application {applicationId} by {userId}', pending)
      .uponReceiving('an approval of a pending application')
      .withRequest({
        method: 'PUT',
        path: `/admin/applications/${APPLICATION}/review`,
        headers: { ...headers(), ...json },
        body: { status: 'approved', adminNotes: 'Welcome' },
      })
      .willRespondWith({ status: 200, headers: json, body: application('approved') })
      .executeTest(async (mock) =>
        expect(
          (await client(mock.url).reviewApplication(ADMIN, APPLICATION, { status: 'approved', adminNotes: 'Welcome' }))
            .status,
        ).toBe('approved'),
      );
  });

  it('lists pending commissions and confirms one', async () => {
    const state = { adminId: ADMIN, commissionId: COMMISSION };
    await pact
      .given('an admin {adminId} and a pending commission {commissionId} with a transaction id', state)
      .uponReceiving('a request for pending commissions')
      .withRequest({ method: 'GET', path: '/admin/commissions', query: { status: 'pending' }, headers: headers() })
      .willRespondWith({ status: 200, headers: json, body: eachLike(commission('pending')) })
      .executeTest(async (mock) =>
        expect((await client(mock.url).listCommissions(ADMIN, { status: 'pending' }))[0].status).toBe('pending'),
      );
    await pact
      .given('an admin {adminId} and a pending commission {commissionId} with a transaction id', state)
      .uponReceiving('a confirmation of a commission payment')
      .withRequest({ method: 'POST', path: `/admin/commissions/${COMMISSION}/confirm`, headers: headers() })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          ...commission('confirmed'),
          organizerTransactionId: like('UPI123456789012'),
          confirmedBy: like(ADMIN),
          confirmedAt: regex(ISO, '2026-03-01T06:30:00.000Z'),
        },
      })
      .executeTest(async (mock) =>
        expect((await client(mock.url).confirmCommission(ADMIN, COMMISSION, {})).status).toBe('confirmed'),
      );
    await pact
      .given('an admin {adminId} and a pending commission {commissionId} with a transaction id', state)
      .uponReceiving('a confirmation of a commission payment whose UTR the admin confirms as reused')
      .withRequest({
        method: 'POST',
        path: `/admin/commissions/${COMMISSION}/confirm`,
        headers: headers(),
        body: { confirmReusedTransactionId: true },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { ...commission('confirmed'), transactionIdUses: [] },
      })
      .executeTest(async (mock) =>
        expect(
          (await client(mock.url).confirmCommission(ADMIN, COMMISSION, { confirmReusedTransactionId: true })).status,
        ).toBe('confirmed'),
      );
  });

  it('records a commission adjustment as its own line', () =>
    pact
      .given('an admin {adminId} and a pending commission {commissionId} with a transaction id', {
        adminId: ADMIN,
        commissionId: COMMISSION,
      })
      .uponReceiving('an adjustment of a commission')
      .withRequest({
        method: 'POST',
        path: `/admin/commissions/${COMMISSION}/adjustments`,
        headers: { ...headers(), ...json },
        body: { amount: '15.00', reason: 'Late approval outside the portal' },
      })
      .willRespondWith({
        status: 201,
        headers: json,
        body: {
          ...commission('pending'),
          adjustments: eachLike({
            id: like('7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b'),
            amount: regex('^-?\\d+\\.\\d{2}$', '15.00'),
            reason: like('Late approval outside the portal'),
            adminId: like(ADMIN),
            createdAt: regex(ISO, '2026-03-01T06:30:00.000Z'),
          }),
        },
      })
      .executeTest(async (mock) => {
        const adjusted = await client(mock.url).adjustCommission(ADMIN, COMMISSION, {
          amount: '15.00',
          reason: 'Late approval outside the portal',
        });
        expect(adjusted.adjustments?.[0]).toMatchObject({ amount: '15.00' });
      }));
});

describe('bff-admin → core-service: settings, stats and the audit log', () => {
  it('reads the stats, the settings and the audit log', async () => {
    await pact
      .given('an admin {adminId}', { adminId: ADMIN })
      .uponReceiving('a request for the admin stats')
      .withRequest({ method: 'GET', path: '/admin/stats', headers: headers() })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          totalUsers: integer(3),
          totalOrganizers: integer(1),
          activeTournaments: integer(2),
          pendingApplications: integer(0),
          pendingCommissions: integer(1),
          totalCommissionsAmount: regex(MONEY, '30.00'),
          overdueCommissions: integer(0),
          adminUpiSet: boolean(false),
        },
      })
      .executeTest(async (mock) => expect((await client(mock.url).getAdminStats(ADMIN)).totalUsers).toBe(3));
    await pact
      .given('an admin {adminId}', { adminId: ADMIN })
      .uponReceiving('a request for the global settings')
      .withRequest({ method: 'GET', path: '/admin/global-settings', headers: headers() })
      .willRespondWith({ status: 200, headers: json, body: eachLike(setting('GLOBAL_COMMISSION_PERCENT', '10')) })
      .executeTest(async (mock) =>
        expect((await client(mock.url).listSettings(ADMIN))[0].key).toBe('GLOBAL_COMMISSION_PERCENT'),
      );
    await pact
      .given('an admin {adminId} and a recorded setting change', { adminId: ADMIN })
      .uponReceiving('a page of the audit log')
      .withRequest({
        method: 'GET',
        path: '/admin/audit-log',
        query: { action: 'setting.changed', limit: '10' },
        headers: headers(),
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { more: boolean(false), next: null, entries: eachLike(auditEntry) },
      })
      .executeTest(async (mock) =>
        expect(
          (await client(mock.url).listAuditLog(ADMIN, { action: 'setting.changed', limit: '10' })).entries[0].action,
        ).toBe('setting.changed'),
      );
  });

  it('updates an existing setting and creates a missing one', async () => {
    await pact
      .given('an admin {adminId}', { adminId: ADMIN })
      .uponReceiving('an update of the commission percentage')
      .withRequest({
        method: 'PUT',
        path: '/admin/global-settings/GLOBAL_COMMISSION_PERCENT',
        headers: { ...headers(), ...json },
        body: { value: 12.5 },
      })
      .willRespondWith({ status: 200, headers: json, body: setting('GLOBAL_COMMISSION_PERCENT', '12.5') })
      .executeTest(async (mock) =>
        expect((await client(mock.url).updateSetting(ADMIN, 'GLOBAL_COMMISSION_PERCENT', { value: 12.5 })).value).toBe(
          '12.5',
        ),
      );
    await pact
      .given('an admin {adminId} and no ADMIN_UPI setting', { adminId: ADMIN })
      .uponReceiving('a new admin UPI setting')
      .withRequest({
        method: 'POST',
        path: '/admin/global-settings',
        headers: { ...headers(), ...json },
        body: { key: 'ADMIN_UPI', value: 'school@okaxis' },
      })
      .willRespondWith({ status: 201, headers: json, body: setting('ADMIN_UPI', 'school@okaxis') })
      .executeTest(async (mock) =>
        expect((await client(mock.url).createSetting(ADMIN, { key: 'ADMIN_UPI', value: 'school@okaxis' })).key).toBe(
          'ADMIN_UPI',
        ),
      );
  });
});

describe('bff-admin → core-service: the outbox', () => {
  const JOB = '6e7f8a9b-0c1d-4e2f-8a3b-4c5d6e7f8a9b';
  it('lists the failing jobs with their last error, and retries one now', async () => {
    await pact
      .given('an admin {adminId} and a failing outbox job {jobId}', { adminId: ADMIN, jobId: JOB })
      .uponReceiving('a request for the failing outbox jobs')
      .withRequest({ method: 'GET', path: '/admin/outbox', query: { state: 'failing' }, headers: headers() })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          jobs: eachLike({
            id: like(JOB),
            kind: like('email'),
            key: like('email:pact@example.com'),
            summary: like('E-mail to pact@example.com: Registration approved: Pact Rapid'),
            state: 'failing',
            attempts: integer(2),
            nextAttemptAt: regex(ISO, '2026-03-01T07:30:00.000Z'),
            lastAttemptAt: regex(ISO, '2026-03-01T06:30:00.000Z'),
            lastError: like('connect ECONNREFUSED 127.0.0.1:25'),
            createdAt: regex(ISO, '2026-03-01T06:30:00.000Z'),
            doneAt: null,
          }),
          counts: { pending: integer(0), failing: integer(1) },
        },
      })
      .executeTest(async (mock) => {
        const list = await client(mock.url).listOutboxJobs(ADMIN, { state: 'failing' });
        expect(list.jobs[0]).toMatchObject({ state: 'failing', lastError: 'connect ECONNREFUSED 127.0.0.1:25' });
      });
    await pact
      .given('an admin {adminId} and a failing outbox job {jobId}', { adminId: ADMIN, jobId: JOB })
      .uponReceiving('a retry of a failing outbox job')
      .withRequest({ method: 'POST', path: `/admin/outbox/${JOB}/retry`, headers: headers() })
      .willRespondWith({ status: 200, headers: json, body: { message: like('The job will be tried again at once') } })
      .executeTest(async (mock) => {
        expect((await client(mock.url).retryOutboxJob(ADMIN, JOB)).message).toBe('The job will be tried again at once');
      });
  });
});

describe('bff-admin → core-service: the live-update resume call', () => {
  it('missedEvents: refuses the resume call for a session that is not the acting user’s (401 JSON)', () =>
    pact
      .given('an admin {adminId}', { adminId: ADMIN })
      .uponReceiving('an admin’s live-update resume call for a session that does not exist')
      .withRequest({
        method: 'GET',
        path: '/events/missed',
        headers: { ...headers(ADMIN), 'X-Session-Id': 'pact-unknown-session-04' },
      })
      .willRespondWith({
        status: 401,
        headers: json,
        body: { message: like('Your session has ended. Please sign in again.') },
      })
      .executeTest(async (mock) => {
        await expect(client(mock.url).missedEvents!(ADMIN, 'pact-unknown-session-04')).rejects.toMatchObject({
          status: 401,
        });
      }));
});
