// Fair play: the organizer's registration list and the approval warn when Lichess
// reports a registrant's account closed (`disabled`) or marked for a terms-of-service violation.
import { responseValidator } from '@chess-portal/contracts/openapi';
import { createUser } from '../../../../test/support/factories';
import { organizerWorld, paidSwiss, register, type OrganizerWorld } from '../../../../test/support/organizer';
import { useTestApp } from '../../../../test/support/test-app';

const t = useTestApp({ lichess: true });
let w: OrganizerWorld;
beforeAll(async () => {
  w = await organizerWorld(t);
});

const player = (lichessUsername: string) =>
  createUser(t.db, { lichessUsername, lichessVerified: true, teamVerified: true });

describe('fair-play warnings', () => {
  it('the registration list flags closed and terms-of-service-violation accounts, and only those', async () => {
    const swiss = await paidSwiss(t, w.anita);
    const cheater = await register(t, swiss, await player('MarkedCheater'));
    const closed = await register(t, swiss, await player('ClosedAccount'));
    const fine = await register(t, swiss, w.players.demo);
    const res = await t.get(`/organizer/tournaments/${swiss.id}/registrations`, w.anita.id).expect(200);
    expect(responseValidator('core', 'get', '/organizer/tournaments/{id}/registrations', 200)!(res.body)).toBe(true);
    const byId = new Map(res.body.registrations.map((r: { id: string }) => [r.id, r]));
    expect(byId.get(cheater.id)).toMatchObject({
      fairPlayWarning: 'MarkedCheater is marked on Lichess for a terms-of-service violation.',
    });
    expect(byId.get(closed.id)).toMatchObject({ fairPlayWarning: "ClosedAccount's Lichess account is closed." });
    expect(byId.get(fine.id)).toMatchObject({ fairPlayWarning: null });
  });

  it('the approval warns too, as Lichess reports it at that moment', async () => {
    const swiss = await paidSwiss(t, w.anita);
    const reg = await register(t, swiss, w.players.knight);
    await t.lichess.control('POST', '/users', { username: 'SuddenlyMarked', tosViolation: true });
    const marked = await register(t, swiss, await player('SuddenlyMarked'));
    const approve = (id: string) =>
      t.post(`/organizer/tournaments/${swiss.id}/registrations/${id}/approve`, {}, w.anita.id).expect(200);
    expect((await approve(marked.id)).body.warnings).toContain(
      'SuddenlyMarked is marked on Lichess for a terms-of-service violation.',
    );
    expect((await approve(reg.id)).body.warnings).toEqual([]);
  });

  it('a Lichess failure still shows the list, without warnings', async () => {
    const swiss = await paidSwiss(t, w.anita);
    await register(t, swiss, await player('MarkedCheater'));
    await t.lichess.fault('/api/users', 500, { method: 'POST' });
    const res = await t.get(`/organizer/tournaments/${swiss.id}/registrations`, w.anita.id).expect(200);
    expect(res.body.registrations[0].fairPlayWarning).toBeNull();
  });
});
