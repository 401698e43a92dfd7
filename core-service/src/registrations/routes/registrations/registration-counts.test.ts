// product.md §3 Registration counts: one tournament with registrations in every state answers the same
// counts on every endpoint that shows them (the organizer's registrations page, detail and list, the public
// view and the public list), and the status filters reach every state. The commission status the organizer
// sees is that of the commission once the admin confirmed it.
import { responseValidator } from '@chess-portal/contracts/openapi';
import { createCommission, createRegistration, createUser } from '../../../../test/support/factories';
import { organizerWorld, paidSwiss, uniquePaymentId, type OrganizerWorld } from '../../../../test/support/organizer';
import { useTestApp } from '../../../../test/support/test-app';
import type { PaymentStatus } from '../../../db/models';

const t = useTestApp();
let w: OrganizerWorld;
beforeAll(async () => {
  w = await organizerWorld(t);
});

const ok = (method: string, path: string, status: number, body: unknown) =>
  expect(responseValidator('core', method, path, status)!(body)).toBe(true);

/** 2 pending, 3 approved, 1 rejected, 1 revoked, 1 withdrawn. */
const STATES: PaymentStatus[] = [
  'pending',
  'pending',
  'approved',
  'approved',
  'approved',
  'rejected',
  'revoked',
  'withdrawn',
];

describe('registration counts', () => {
  it('are the same on the registrations page, the organizer detail and list, and the public view and list', async () => {
    const swiss = await paidSwiss(t, w.anita, { name: 'Counted Swiss', maxPlayers: 10, status: 'registration' });
    for (const paymentStatus of STATES) {
      const player = await createUser(t.db, { lichessUsername: null, teamVerified: true });
      await createRegistration(t.db, swiss.id, player.id, { paymentStatus, paymentId: uniquePaymentId() });
    }

    const page = await t.get(`/organizer/tournaments/${swiss.id}/registrations`, w.anita.id).expect(200);
    ok('get', '/organizer/tournaments/{id}/registrations', 200, page.body);
    expect(page.body.counts).toEqual({
      total: 8,
      registered: 5,
      pending: 2,
      approved: 3,
      rejected: 1,
      revoked: 1,
      withdrawn: 1,
    });
    const { counts } = page.body;
    expect(counts.registered).toBe(counts.pending + counts.approved);
    expect(counts.total).toBe(counts.registered + counts.rejected + counts.revoked + counts.withdrawn);
    expect(page.body.tournament.registrationCount).toBe(counts.registered);

    const detail = await t.get(`/organizer/tournaments/${swiss.id}`, w.anita.id).expect(200);
    expect(detail.body.tournament.registrationCount).toBe(counts.registered);

    const list = await t.get('/organizer/tournaments?q=Counted', w.anita.id).expect(200);
    expect(list.body.tournaments).toHaveLength(1);
    expect(list.body.tournaments[0].registrationCount).toBe(counts.registered);

    const view = await t.get(`/tournaments/${swiss.id}`).expect(200);
    expect(view.body).toMatchObject({ registrationCount: counts.registered, spotsLeft: 10 - counts.registered });

    const browse = await t.get('/tournaments/browse?q=Counted').expect(200);
    const listed = (browse.body.items as { id: string; registrationCount: number }[]).find((x) => x.id === swiss.id);
    expect(listed?.registrationCount).toBe(counts.registered);

    // every status has a filter, and each answers as many rows as its count
    for (const status of ['pending', 'approved', 'rejected', 'revoked', 'withdrawn'] as const) {
      const filtered = await t
        .get(`/organizer/tournaments/${swiss.id}/registrations?status=${status}`, w.anita.id)
        .expect(200);
      expect(filtered.body.registrations).toHaveLength(counts[status]);
      expect(filtered.body.registrations.every((r: { paymentStatus: string }) => r.paymentStatus === status)).toBe(
        true,
      );
      expect(filtered.body.counts).toEqual(counts);
    }
  });

  it('show a confirmed commission as confirmed on the registrations page, the detail and the list', async () => {
    const done = await paidSwiss(t, w.anita, {
      name: 'Confirmed Cup',
      status: 'completed',
      totalCollected: '1350.00',
      commissionDue: '135.00',
    });
    const commission = await createCommission(t.db, done, { organizerTransactionId: 'UPI777888' });
    const status = async () => ({
      page: (await t.get(`/organizer/tournaments/${done.id}/registrations`, w.anita.id).expect(200)).body.tournament
        .commissionStatus,
      detail: (await t.get(`/organizer/tournaments/${done.id}`, w.anita.id).expect(200)).body.tournament
        .commissionStatus,
      list: (await t.get('/organizer/tournaments?q=Confirmed', w.anita.id).expect(200)).body.tournaments[0]
        .commissionStatus,
    });
    expect(await status()).toEqual({ page: 'pending', detail: 'pending', list: 'pending' });
    await t.post(`/admin/commissions/${commission.id}/confirm`, {}, w.admin.id).expect(200);
    expect(await status()).toEqual({ page: 'confirmed', detail: 'confirmed', list: 'confirmed' });
  });
});
