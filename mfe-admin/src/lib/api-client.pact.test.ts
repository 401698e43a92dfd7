/**
 * @jest-environment node
 *
 * Consumer pact mfe-admin → bff-admin: the features' fetchers over this remote's typed client
 * (./api-client) made for the Pact mock server, matching on shape. Writes contracts/pacts/mfe-admin-bff-admin.json.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { reviewApplication } from '../features/applications/api/review-application';
import { getAuditLog } from '../features/audit/api/get-audit-log';
import { confirmCommission } from '../features/commissions/api/confirm-commission';
import { getCommissions } from '../features/commissions/api/get-commissions';
import { getAdminStats } from '../features/dashboard/api/get-admin-stats';
import { getSettings } from '../features/settings/api/get-settings';
import { createSetting, updateSetting } from '../features/settings/api/save-setting';
import { searchUsers } from '../features/users/api/get-users';
import { updateUser } from '../features/users/api/update-user';
import { createAdminClient } from './api-client';

const { boolean, eachLike, integer, like, regex } = MatchersV3;

const pactDir = path.resolve(__dirname, '../../../contracts/pacts');
rmSync(path.join(pactDir, 'mfe-admin-bff-admin.json'), { force: true });
const pact = new PactV3({ consumer: 'mfe-admin', provider: 'bff-admin', dir: pactDir, logLevel: 'warn' });

const USER = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const APPLICATION = '4c5d6e7f-8a9b-4c0d-8e1f-2a3b4c5d6e7f';
const COMMISSION = '5d6e7f8a-9b0c-4d1e-9f2a-3b4c5d6e7f8a';
const ISO = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$';
const MONEY = '^\\d+\\.\\d{2}$';
const json = { 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') };
const sendJson = { 'Content-Type': 'application/json' };
const client = (baseUrl: string) => createAdminClient({ baseUrl });
const admin = 'a signed-in admin';

const adminUser = (role: string) => ({
  id: like(USER),
  username: like('pact_user'),
  email: like('pact@example.com'),
  role: like(role),
  isActive: boolean(true),
  lichessVerified: boolean(false),
  createdAt: regex(ISO, '2026-03-01T06:30:00.000Z'),
});
const setting = (key: string, value: string) => ({
  key: like(key),
  value: like(value),
  updatedAt: regex(ISO, '2026-03-01T06:30:00.000Z'),
});

describe('mfe-admin → bff-admin', () => {
  it('reads the dashboard stats as a signed-in admin; a visitor gets 401 and a player 403', async () => {
    await pact
      .given(admin)
      .uponReceiving('a request for the admin stats')
      .withRequest({ method: 'GET', path: '/api/admin/stats' })
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
      .executeTest(async (mock) => expect((await getAdminStats(client(mock.url))).totalUsers).toBe(3));
    await pact
      .uponReceiving('a request for the admin stats without a session')
      .withRequest({ method: 'GET', path: '/api/admin/stats' })
      .willRespondWith({ status: 401, headers: json, body: { message: like('Authentication required') } })
      .executeTest(async (mock) => expect(getAdminStats(client(mock.url))).rejects.toMatchObject({ status: 401 }));
    await pact
      .given('a signed-in player')
      .uponReceiving('a request for the admin stats by a player')
      .withRequest({ method: 'GET', path: '/api/admin/stats' })
      .willRespondWith({
        status: 403,
        headers: json,
        body: { message: like('You do not have permission to perform this action') },
      })
      .executeTest(async (mock) => expect(getAdminStats(client(mock.url))).rejects.toMatchObject({ status: 403 }));
  });

  it('lists users and promotes a player', async () => {
    await pact
      .given(admin)
      .given('a player {userId}', { userId: USER })
      .uponReceiving('a request for the first page of players')
      .withRequest({
        method: 'GET',
        path: '/api/admin/users/search',
        query: { role: 'player', page: '1', limit: '25' },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          items: eachLike(adminUser('player')),
          paging: { page: integer(1), limit: integer(25), total: integer(1), pages: integer(1) },
        },
      })
      .executeTest(async (mock) =>
        expect(
          (await searchUsers({ role: 'player', page: 1, limit: 25 }, client(mock.url))).items.length,
        ).toBeGreaterThan(0),
      );
    await pact
      .given(admin)
      .given('a player {userId}', { userId: USER })
      .uponReceiving('a promotion of a player')
      .withRequest({ method: 'PUT', path: `/api/admin/users/${USER}`, headers: sendJson, body: { role: 'organizer' } })
      .willRespondWith({ status: 200, headers: json, body: adminUser('organizer') })
      .executeTest(async (mock) => {
        expect((await updateUser(USER, { kind: 'role', role: 'organizer' }, client(mock.url))).role).toBe('organizer');
      });
  });

  it('reviews a pending application', () =>
    pact
      .given(admin)
      .given('a pending organizer application {applicationId}', { applicationId: APPLICATION })
      .uponReceiving('an approval with review notes')
      .withRequest({
        method: 'PUT',
        path: `/api/admin/applications/${APPLICATION}/review`,
        headers: sendJson,
        body: { status: 'approved', adminNotes: 'Welcome' },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          id: like(APPLICATION),
          status: like('approved'),
          adminNotes: like('Welcome'),
          user: { username: like('pact_applicant'), email: like('a@example.com') },
        },
      })
      .executeTest(async (mock) => {
        const review = { status: 'approved', adminNotes: 'Welcome' } as const;
        expect((await reviewApplication(APPLICATION, review, client(mock.url))).status).toBe('approved');
      }));

  it('lists pending commissions and confirms a payment', async () => {
    const state = { commissionId: COMMISSION };
    await pact
      .given(admin)
      .given('a pending commission {commissionId} with a transaction id', state)
      .uponReceiving('a request for pending commissions')
      .withRequest({ method: 'GET', path: '/api/admin/commissions', query: { status: 'pending' } })
      .willRespondWith({
        status: 200,
        headers: json,
        body: eachLike({
          id: like(COMMISSION),
          commissionAmount: regex(MONEY, '30.00'),
          status: like('pending'),
          organizer: { username: like('pact_organizer') },
          tournament: { name: like('Pact Closed Rapid') },
        }),
      })
      .executeTest(async (mock) => {
        expect((await getCommissions('pending', client(mock.url)))[0].status).toBe('pending');
      });
    await pact
      .given(admin)
      .given('a pending commission {commissionId} with a transaction id', state)
      .uponReceiving('a confirmation of a commission payment')
      .withRequest({
        method: 'POST',
        path: `/api/admin/commissions/${COMMISSION}/confirm`,
        headers: { 'Content-Type': 'application/json' },
        body: {},
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { id: like(COMMISSION), status: like('confirmed'), confirmedAt: regex(ISO, '2026-03-01T06:30:00.000Z') },
      })
      .executeTest(async (mock) => {
        expect((await confirmCommission(COMMISSION, undefined, client(mock.url))).status).toBe('confirmed');
      });
    await pact
      .given(admin)
      .given('a pending commission {commissionId} with a transaction id', state)
      .uponReceiving('a confirmation of a commission payment whose UTR the admin confirms as reused')
      .withRequest({
        method: 'POST',
        path: `/api/admin/commissions/${COMMISSION}/confirm`,
        headers: { 'Content-Type': 'application/json' },
        body: { confirmReusedTransactionId: true },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { id: like(COMMISSION), status: like('confirmed'), transactionIdUses: [] },
      })
      .executeTest(async (mock) => {
        const confirmed = await confirmCommission(COMMISSION, undefined, client(mock.url), true);
        expect(confirmed.status).toBe('confirmed');
      });
  });

  it('reads the settings, PUTs an existing key and POSTs a missing one', async () => {
    await pact
      .given(admin)
      .uponReceiving('a request for the global settings')
      .withRequest({ method: 'GET', path: '/api/admin/global-settings' })
      .willRespondWith({ status: 200, headers: json, body: eachLike(setting('GLOBAL_COMMISSION_PERCENT', '10')) })
      .executeTest(async (mock) => {
        expect((await getSettings(client(mock.url)))[0].key).toBe('GLOBAL_COMMISSION_PERCENT');
      });
    await pact
      .given(admin)
      .uponReceiving('an update of the commission percentage')
      .withRequest({
        method: 'PUT',
        path: '/api/admin/global-settings/GLOBAL_COMMISSION_PERCENT',
        headers: sendJson,
        body: { value: 12.5 },
      })
      .willRespondWith({ status: 200, headers: json, body: setting('GLOBAL_COMMISSION_PERCENT', '12.5') })
      .executeTest(async (mock) => {
        expect((await updateSetting('GLOBAL_COMMISSION_PERCENT', 12.5, client(mock.url))).value).toBe('12.5');
      });
    await pact
      .given(admin)
      .given('no ADMIN_UPI setting')
      .uponReceiving('a new admin UPI setting')
      .withRequest({
        method: 'POST',
        path: '/api/admin/global-settings',
        headers: sendJson,
        body: { key: 'ADMIN_UPI', value: 'school@okaxis', description: 'Admin UPI' },
      })
      .willRespondWith({ status: 201, headers: json, body: setting('ADMIN_UPI', 'school@okaxis') })
      .executeTest(async (mock) => {
        const setting = { key: 'ADMIN_UPI', value: 'school@okaxis', description: 'Admin UPI' } as const;
        expect((await createSetting(setting, client(mock.url))).key).toBe('ADMIN_UPI');
      });
  });

  it('reads the audit log', () =>
    pact
      .given(admin)
      .given('a recorded setting change')
      .uponReceiving('a page of the audit log')
      .withRequest({
        method: 'GET',
        path: '/api/admin/audit-log',
        query: { action: 'setting.changed', limit: '25' },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          more: boolean(false),
          next: null,
          entries: eachLike({
            id: like('6e7f8a9b-0c1d-4e2f-8a3b-4c5d6e7f8a9b'),
            action: like('setting.changed'),
            createdAt: regex(ISO, '2026-03-01T06:30:00.000Z'),
          }),
        },
      })
      .executeTest(async (mock) => {
        const filter = { action: 'setting.changed', limit: 25 };
        expect((await getAuditLog(filter, client(mock.url))).more).toBe(false);
      }));
});
