import { responseValidator } from '@chess-portal/contracts/openapi';
import { createRegistration, createTournament, createUser } from '../../../../test/support/factories';
import { useTestApp } from '../../../../test/support/test-app';

const t = useTestApp();

describe('GET /organizer/tournaments', () => {
  it("answers the acting organizer's own tournaments only; an admin sees all", async () => {
    const anita = await createUser(t.db, { role: 'organizer' });
    const ravi = await createUser(t.db, { role: 'organizer' });
    const admin = await createUser(t.db, { role: 'admin' });
    const mine = await createTournament(t.db, { organizerId: anita.id, entryFee: '100', totalCollected: '200', commissionDue: '20', qrCode: 'data:image/png;base64,UVI=' });
    const theirs = await createTournament(t.db, { organizerId: ravi.id, status: 'cancelled' });
    await createRegistration(t.db, mine.id, (await createUser(t.db)).id);

    const res = await t.get('/organizer/tournaments', anita.id);
    expect(res.status).toBe(200);
    expect(responseValidator('core', 'get', '/organizer/tournaments', 200)!(res.body)).toBe(true);
    expect(res.body.tournaments).toHaveLength(1);
    expect(res.body.tournaments[0]).toMatchObject({
      id: mine.id, totalCollected: '200.00', commissionDue: '20.00', commissionStatus: 'pending',
      registrationCount: 1, qrCode: 'data:image/png;base64,UVI=',
    });

    const all = await t.get('/organizer/tournaments', admin.id);
    const ids = all.body.tournaments.map((x: { id: string }) => x.id);
    expect(ids).toEqual(expect.arrayContaining([mine.id, theirs.id]));
  });

  it('refuses players (403)', async () => {
    const player = await createUser(t.db);
    expect((await t.get('/organizer/tournaments', player.id)).status).toBe(403);
  });
});
