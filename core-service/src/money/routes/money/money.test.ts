// The money view over HTTP (product.md §10): per organizer, every tournament's line and the totals,
// deleted tournaments' refunds on a line of their own, exact sums, the streamed CSV; an admin may read
// any organizer's, another organizer none.
import { responseValidator } from '@chess-portal/contracts/openapi';
import { del, organizerWorld, paidSwiss, register, type OrganizerWorld } from '../../../../test/support/organizer';
import { useTestApp } from '../../../../test/support/test-app';
import { OrganizerCommission } from '../../../db/models';

const t = useTestApp();
let w: OrganizerWorld;
beforeAll(async () => {
  w = await organizerWorld(t);
});

const approve = async (tournamentId: string, playerId: string) => {
  const swiss = { id: tournamentId } as Parameters<typeof register>[1];
  const players = Object.values(w.players);
  const reg = await register(
    t,
    swiss,
    players.find((p) => p.id === playerId)!,
  );
  await t.post(`/organizer/tournaments/${tournamentId}/registrations/${reg.id}/approve`, {}, w.anita.id).expect(200);
};

describe('the money view', () => {
  it('adds up collected, refunds, commission and net per tournament and in total, and exports them', async () => {
    // a completed Swiss: 2 × ₹99.99 collected, its commission ₹20.00 (10% of ₹199.98, rounded) paid
    const done = await paidSwiss(t, w.anita, { name: 'Done Swiss', entryFee: '99.99' });
    await approve(done.id, w.players.demo.id);
    await approve(done.id, w.players.knight.id);
    await t.post(`/organizer/tournaments/${done.id}/close`, {}, w.anita.id).expect(200);
    await OrganizerCommission.query(t.db)
      .patch({ status: 'confirmed', organizerTransactionId: '998877665544' })
      .where({ tournamentId: done.id });
    // a Swiss deleted with one paid player: a refund of ₹150 on the "Deleted tournaments" line
    const gone = await paidSwiss(t, w.anita, { name: 'Gone Swiss' });
    await approve(gone.id, w.players.queen.id);
    await del(t, `/organizer/tournaments/${gone.id}`, w.anita.id).expect(200);

    const res = await t.get('/organizer/money', w.anita.id).expect(200);
    expect(responseValidator('core', 'get', '/organizer/money', 200)!(res.body)).toBe(true);
    const line = (name: string) =>
      res.body.tournaments.find((l: { tournamentName: string }) => l.tournamentName === name);
    expect(line('Done Swiss')).toMatchObject({
      collected: '199.98',
      refundsOwed: '0.00',
      commissionDue: '0.00',
      commissionPaid: '20.00',
      net: '179.98',
    });
    expect(line('Deleted tournaments')).toMatchObject({
      tournamentId: null,
      collected: '150.00',
      refundsOwed: '150.00',
      net: '0.00',
    });
    expect(res.body.totals).toMatchObject({
      collected: '349.98',
      refundsOwed: '150.00',
      commissionDue: '0.00',
      commissionPaid: '20.00',
      net: '179.98',
    });

    const csv = await t.get('/organizer/money/export.csv', w.anita.id).expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const rows = csv.text.trim().split('\r\n');
    expect(rows[0]).toBe(
      'Tournament,Status,Start (UTC),Collected (INR),Refunds owed (INR),Refunds sent (INR),Prizes owed (INR),Prizes sent (INR),Commission due (INR),Commission paid (INR),Net (INR)',
    );
    expect(rows.at(-1)).toBe('Total,,,349.98,150.00,0.00,0.00,0.00,0.00,20.00,179.98');

    // an admin reads Anita's; Ravi reads his own (empty), never Anita's
    const admin = await t.get(`/organizer/money?organizerId=${w.anita.id}`, w.admin.id).expect(200);
    expect(admin.body.totals.net).toBe('179.98');
    expect((await t.get('/organizer/money', w.ravi.id).expect(200)).body.tournaments).toEqual([]);
    expect((await t.get(`/organizer/money?organizerId=${w.anita.id}`, w.ravi.id)).status).toBe(403);
    expect((await t.get(`/organizer/tournaments/${done.id}/money`, w.ravi.id)).status).toBe(403);
    expect((await t.get('/organizer/money?page=0', w.anita.id)).status).toBe(400);
  });
});
