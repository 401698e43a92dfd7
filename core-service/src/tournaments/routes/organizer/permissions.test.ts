// Organizer A's tournaments, registrations and commissions are out of organizer B's reach through
// every organizer and integration endpoint of core.yaml (the list is read from the document, so a
// new endpoint is covered as soon as it is documented), whatever ids B sends. Nothing changes.
import { listOperations } from '@chess-portal/contracts/openapi';
import { createCommission, createTournament } from '../../../../test/support/factories';
import { organizerWorld, paidSwiss, register, type OrganizerWorld } from '../../../../test/support/organizer';
import { SERVICE_TOKEN, useTestApp } from '../../../../test/support/test-app';
import { OrganizerCommission, Payout, Refund, Registration, Tournament } from '../../../db/models';

const t = useTestApp({ lichess: true });
let w: OrganizerWorld;
let ids: { id: string; regId: string; commissionId: string; lichessId: string; refundId: string; payoutId: string };

beforeAll(async () => {
  w = await organizerWorld(t);
  const mine = await paidSwiss(t, w.anita);
  const reg = await register(t, mine, w.players.queen);
  const approved = await register(t, mine, w.players.demo);
  await t.post(`/organizer/tournaments/${mine.id}/registrations/${approved.id}/approve`, {}, w.anita.id).expect(200);
  const pushed = await t.post(`/organizer/tournaments/${mine.id}/push`, {}, w.anita.id).expect(200);
  const commission = await createCommission(
    t.db,
    await createTournament(t.db, { organizerId: w.anita.id, status: 'completed' }),
  );
  // A's refund and prize payout (product.md §10)
  const refund = await Refund.query(t.db).insert({
    tournamentName: 'Gone Swiss',
    organizerId: w.anita.id,
    playerId: w.players.demo.id,
    amount: '150.00',
    reason: 'deleted',
    status: 'owed',
    createdAt: t.clock.now(),
  });
  const payout = await Payout.query(t.db).insert({
    tournamentId: mine.id,
    tournamentName: mine.name,
    organizerId: w.anita.id,
    playerId: w.players.demo.id,
    amount: '500.00',
    rank: 1,
    status: 'owed',
    createdAt: t.clock.now(),
  });
  ids = {
    id: mine.id,
    regId: reg.id,
    commissionId: commission.id,
    lichessId: pushed.body.lichessTournamentId,
    refundId: refund.id,
    payoutId: payout.id,
  };
});

const OWN_SCOPED = new Set([
  'GET /organizer/tournaments',
  'POST /organizer/tournaments',
  'GET /organizer/tournaments/new',
  'POST /organizer/tournaments/legacy',
  'GET /organizer/commissions',
  // statements are the organizer's own (another's statement answers 404: payments/routes/statements)
  'GET /organizer/statements',
  'POST /organizer/statements',
  'GET /organizer/statements/{id}',
  'POST /organizer/statements/{id}/approve',
  // across the acting organizer's own statements; another's tournamentId is refused (statements-across.test.ts)
  'GET /organizer/statements/exact-matches',
  'POST /organizer/statements/approve-exact',
  // the money lists answer only the acting organizer's own rows (refunds.test.ts, payouts.test.ts)
  'GET /organizer/refunds',
  'GET /organizer/payouts',
  'GET /organizer/money',
  'GET /organizer/money/export.csv',
]);

const bodies: Record<string, () => object> = {
  'PUT /organizer/tournaments/{id}': () => ({
    title: 'Hijacked',
    type: 'arena',
    starts_at: '2026-07-12T16:00',
    clock_limit: 5,
    clock_increment: 0,
    entry_fee: '0',
  }),
  'POST /organizer/commissions/{id}/payment': () => ({ transactionId: 'UPI123456789012' }),
  'POST /organizer/refunds/{id}/sent': () => ({ utr: '612345678901' }),
  'POST /organizer/payouts/{id}/sent': () => ({ utr: '612345678902' }),
  'POST /organizer/tournaments/{id}/registrations/bulk-review': () => ({
    action: 'approve',
    registrationIds: [ids.regId],
  }),
  'POST /organizer/tournaments/{id}/registrations/{regId}/revoke': () => ({ reason: 'Hijack' }),
  'POST /lichess/arena/create': () => ({ tournamentId: ids.id, name: 'Hijack', clockLimit: 180, clockIncrement: 0 }),
  'POST /lichess/swiss/create': () => ({
    tournamentId: ids.id,
    name: 'Hijack',
    teamSlug: 'chess-school',
    nbRounds: 5,
    clockLimit: 300,
    clockIncrement: 0,
  }),
  'POST /lichess/swiss/add-player': () => ({ lichessId: ids.lichessId, username: 'KnightRider99' }),
  'POST /lichess/swiss/remove-player': () => ({ lichessId: ids.lichessId, username: 'DemoPlayer' }),
};

const guarded = () =>
  listOperations('core')
    .filter((op) => /^\/(organizer\/|lichess\/(arena|swiss)\/)/.test(op.path))
    .map((op) => ({ ...op, key: `${op.method} ${op.path}` }))
    .filter((op) => !OWN_SCOPED.has(op.key));

const idFor = (path: string) =>
  path.startsWith('/organizer/commissions')
    ? ids.commissionId
    : path.startsWith('/organizer/refunds')
      ? ids.refundId
      : path.startsWith('/organizer/payouts')
        ? ids.payoutId
        : ids.id;

function call(method: string, path: string, actingUserId: string | undefined, body?: object) {
  const url = path.replace('{regId}', ids.regId).replace('{id}', idFor(path));
  const req = t
    .raw()
    [method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](url)
    .set('Authorization', `Bearer ${SERVICE_TOKEN}`);
  if (actingUserId) req.set('X-Acting-User-Id', actingUserId);
  return body ? req.send(body) : req;
}

async function snapshot() {
  return {
    tournament: await Tournament.query(t.db).findById(ids.id),
    registrations: await Registration.query(t.db).where('tournamentId', ids.id).orderBy('id'),
    commission: await OrganizerCommission.query(t.db).findById(ids.commissionId),
    refund: await Refund.query(t.db).findById(ids.refundId),
    payout: await Payout.query(t.db).findById(ids.payoutId),
  };
}

describe("organizer B and organizer A's tournaments", () => {
  it('covers every organizer and integration endpoint of core.yaml', () => {
    expect(guarded().length).toBeGreaterThanOrEqual(16);
  });

  it('refuses organizer B on every endpoint (403) and changes nothing', async () => {
    const before = await snapshot();
    for (const op of guarded()) {
      const res = await call(op.method, op.path, w.ravi.id, bodies[op.key]?.());
      expect({ op: op.key, status: res.status, hasMessage: typeof res.body.message === 'string' }).toEqual({
        op: op.key,
        status: 403,
        hasMessage: true,
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses players (403) and calls without an acting user (401)', async () => {
    for (const op of guarded()) {
      expect({
        op: op.key,
        status: (await call(op.method, op.path, w.players.knight.id, bodies[op.key]?.())).status,
      }).toEqual({ op: op.key, status: 403 });
      expect({ op: op.key, status: (await call(op.method, op.path, undefined, bodies[op.key]?.())).status }).toEqual({
        op: op.key,
        status: 401,
      });
    }
  });

  it("keeps B's lists to B's own tournaments and commissions", async () => {
    const list = await t.get('/organizer/tournaments', w.ravi.id).expect(200);
    expect(list.body.tournaments.map((x: { id: string }) => x.id)).not.toContain(ids.id);
    const commissions = await t.get('/organizer/commissions', w.ravi.id).expect(200);
    expect(commissions.body.commissions).toEqual([]);
    const created = await t
      .post(
        '/organizer/tournaments',
        { ...bodies['PUT /organizer/tournaments/{id}'](), organizerId: w.anita.id },
        w.ravi.id,
      )
      .expect(201);
    expect(created.body.tournament.organizerId).toBe(w.ravi.id);
  });

  it('lets an admin manage any tournament', async () => {
    const res = await t.get(`/organizer/tournaments/${ids.id}`, w.admin.id).expect(200);
    expect(res.body.tournament.id).toBe(ids.id);
  });
});
