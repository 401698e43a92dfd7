import { responseValidator } from '@chess-portal/contracts/openapi';
import { createCommission, createRegistration, createTournament } from '../../../../test/support/factories';
import { organizerWorld, paidSwiss, type OrganizerWorld } from '../../../../test/support/organizer';
import { useTestApp } from '../../../../test/support/test-app';
import { Registration } from '../../../db/models';

const t = useTestApp({ lichess: true });
let w: OrganizerWorld;
beforeAll(async () => {
  w = await organizerWorld(t);
});

const ok = (method: string, path: string, body: unknown) => expect(responseValidator('core', method, path, 200)!(body)).toBe(true);

describe('the Approved Players panel', () => {
  it('exports the approved players with a validity check each; valid names only in the list', async () => {
    const swiss = await paidSwiss(t, w.anita);
    for (const p of [w.players.demo, w.players.nameless, w.players.queen]) {
      await createRegistration(t.db, swiss.id, p.id, { paymentStatus: 'approved', approvedAt: new Date() });
    }
    await createRegistration(t.db, swiss.id, w.players.knight.id);
    const res = await t.get(`/organizer/tournaments/${swiss.id}/export-approved`, w.anita.id).expect(200);
    ok('get', '/organizer/tournaments/{id}/export-approved', res.body);
    expect(res.body).toMatchObject({ usernames: ['DemoPlayer', 'QueenGambit'], plainTextList: 'DemoPlayer\nQueenGambit', count: 2 });
    expect(res.body.validationResults).toEqual([
      { username: 'DemoPlayer', valid: true, error: null },
      { username: w.players.nameless.username, valid: false, error: 'No Lichess username in the profile' },
      { username: 'QueenGambit', valid: true, error: null },
    ]);
  });

  it('verifies team membership of the approved players against the tournament team', async () => {
    const swiss = await paidSwiss(t, w.anita);
    for (const p of [w.players.demo, w.players.outsider, w.players.nameless]) {
      await createRegistration(t.db, swiss.id, p.id, { paymentStatus: 'approved' });
    }
    const res = await t.post(`/organizer/tournaments/${swiss.id}/verify-team`, {}, w.anita.id).expect(200);
    ok('post', '/organizer/tournaments/{id}/verify-team', res.body);
    expect(res.body).toMatchObject({
      teamSlug: 'chess-school', teamUrl: `${t.lichess.sandbox.url}/team/chess-school`, membersCount: 1, totalPlayers: 3,
      message: 'Team membership verified: 1/3 members',
    });
    expect(res.body.report).toEqual([
      { username: w.players.demo.username, lichessUsername: 'DemoPlayer', isMember: true, error: null },
      { username: w.players.outsider.username, lichessUsername: 'OutsiderOmar', isMember: false, error: null },
      { username: w.players.nameless.username, lichessUsername: null, isMember: false, error: 'No Lichess username in the profile' },
    ]);
    const demoReg = await Registration.query(t.db).findOne({ tournamentId: swiss.id, playerId: w.players.demo.id });
    expect(demoReg!.teamVerified).toBe(true);
    const noTeam = await paidSwiss(t, w.anita, { lichessTeamSlug: null, system: 'arena' });
    expect((await t.post(`/organizer/tournaments/${noTeam.id}/verify-team`, {}, w.anita.id)).status).toBe(400);
  });
});

describe("the organizer's commissions", () => {
  it('lists their own commissions with the admin UPI id and takes a transaction id for an admin to confirm', async () => {
    await t.db('global_settings').insert({ key: 'ADMIN_UPI', value: 'platform@okicici' });
    const done = await createTournament(t.db, { organizerId: w.anita.id, name: 'Finished Open', status: 'completed' });
    const commission = await createCommission(t.db, done, { commissionAmount: '45.50', dueDate: new Date('2026-03-04T00:00:00Z') });
    await createCommission(t.db, await createTournament(t.db, { organizerId: w.ravi.id, status: 'completed' }));
    const list = await t.get('/organizer/commissions', w.anita.id).expect(200);
    ok('get', '/organizer/commissions', list.body);
    expect(list.body).toEqual({
      adminUpi: 'platform@okicici',
      commissions: [expect.objectContaining({ id: commission.id, tournamentName: 'Finished Open', commissionAmount: '45.50', status: 'pending', organizerTransactionId: null })],
    });
    const bad = await t.post(`/organizer/commissions/${commission.id}/payment`, { transactionId: '' }, w.anita.id);
    expect(bad.body).toEqual({ message: 'Transaction ID is required' });
    const paid = await t.post(`/organizer/commissions/${commission.id}/payment`, { transactionId: 'UPI998877665544' }, w.anita.id).expect(200);
    ok('post', '/organizer/commissions/{id}/payment', paid.body);
    expect(paid.body.commission).toMatchObject({ organizerTransactionId: 'UPI998877665544', status: 'pending', paidAt: t.clock.now().toISOString() });
    expect((await t.post(`/organizer/commissions/${commission.id}/payment`, { transactionId: 'UPI1' }, w.ravi.id)).status).toBe(403);
  });
});
