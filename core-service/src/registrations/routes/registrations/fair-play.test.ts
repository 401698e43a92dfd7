// Fair play: the organizer's registration list and the approval warn when Lichess
// reports a registrant's account closed (`disabled`) or marked for a terms-of-service violation.
// Team: the list warns of a pending or approved registrant outside the tournament's Lichess team, before
// approving (issue 26 item 7), from the team's members as Lichess last listed them (TEAM_TTL_MS).
import { responseValidator } from '@chess-portal/contracts/openapi';
import { createUser } from '../../../../test/support/factories';
import { organizerWorld, paidSwiss, register, type OrganizerWorld } from '../../../../test/support/organizer';
import { useTestApp } from '../../../../test/support/test-app';
import { TEAM_TTL_MS } from '../../services/organizer-registrations';

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
    await t.lichess.control('POST', '/users', { username: 'UnaskedCheater', tosViolation: true });
    await register(t, swiss, await player('UnaskedCheater'));
    await t.lichess.fault('/api/users', 500, { method: 'POST' });
    const res = await t.get(`/organizer/tournaments/${swiss.id}/registrations`, w.anita.id).expect(200);
    expect(res.body.registrations[0].fairPlayWarning).toBeNull();
  });

  it('opening a registration page costs at most one Lichess call, whatever the number of registrants', async () => {
    const swiss = await paidSwiss(t, w.anita);
    await t.lichess.control('POST', '/users', { username: 'LateListedCheater', tosViolation: true });
    // 350 registrants: more than one bulk call of Lichess's /api/users answers (300)
    for (let i = 0; i < 349; i += 1) await register(t, swiss, await player(`Many${i}`));
    await register(t, swiss, await player('LateListedCheater'));
    const calls: string[] = [];
    const count = (req: { method?: string; url?: string }) => {
      if (!req.url?.startsWith('/_sandbox')) calls.push(`${req.method} ${req.url!.split('?')[0]}`);
    };
    t.lichess.sandbox.server.on('request', count);
    try {
      const open = async (path: string) => {
        calls.length = 0;
        const res = await t.get(path, w.anita.id).expect(200);
        return { calls: [...calls], res };
      };
      const cheater = (body: { registrations: { player: { username: string }; fairPlayWarning: string | null }[] }) =>
        body.registrations.find((r) => r.player.username.startsWith('user_') && r.fairPlayWarning);

      // a page of the list (100 at most) asks once about its registrants; the same page again costs nothing
      const last = await open(`/organizer/tournaments/${swiss.id}/registrations?page=4&limit=100`);
      expect(last.calls).toEqual(['POST /api/users']);
      expect(last.res.body.registrations).toHaveLength(50);
      expect(cheater(last.res.body)?.fairPlayWarning).toBe(
        'LateListedCheater is marked on Lichess for a terms-of-service violation.',
      );
      // then the team's members (the team warning on pending rows), one streamed call for everyone
      expect((await open(`/organizer/tournaments/${swiss.id}/registrations?page=4&limit=100`)).calls).toEqual([
        'GET /api/team/chess-school/users',
      ]);
      expect((await open(`/organizer/tournaments/${swiss.id}/registrations?page=4&limit=100`)).calls).toEqual([]);
      // the tournament page shows the first 100: one call about them, then the first page of the list costs nothing
      expect((await open(`/organizer/tournaments/${swiss.id}`)).calls).toEqual(['POST /api/users']);
      expect((await open(`/organizer/tournaments/${swiss.id}/registrations`)).calls).toEqual([]);
      expect((await open(`/organizer/tournaments/${swiss.id}/registrations?status=approved`)).calls).toEqual([]);
    } finally {
      t.lichess.sandbox.server.off('request', count);
    }
  });

  it('warns on the row of a registrant outside the team before approving, and of one removed since, within the TTL', async () => {
    const swiss = await paidSwiss(t, w.anita, { name: 'Team Swiss' });
    const omar = await register(t, swiss, w.players.outsider);
    const knight = await register(t, swiss, w.players.knight);
    const calls: string[] = [];
    const count = (req: { method?: string; url?: string }) => {
      if (!req.url?.startsWith('/_sandbox')) calls.push(`${req.method} ${req.url!.split('?')[0]}`);
    };
    const open = async () => {
      calls.length = 0;
      const res = await t.get(`/organizer/tournaments/${swiss.id}/registrations`, w.anita.id).expect(200);
      expect(calls.length).toBeLessThanOrEqual(1); // never more than one Lichess call a view
      const byId = new Map(res.body.registrations.map((r: { id: string; teamWarning: string | null }) => [r.id, r]));
      return (id: string) => (byId.get(id) as { teamWarning: string | null }).teamWarning;
    };
    t.lichess.sandbox.server.on('request', count);
    try {
      await open(); // new registrants: their fair-play word first
      const team = await open();
      expect(team(omar.id)).toBe(
        'OutsiderOmar is not a member of the Lichess team "chess-school", which a Swiss requires.',
      );
      expect(team(knight.id)).toBeNull();

      await t.lichess.control('DELETE', '/teams/chess-school/members/KnightRider99');
      expect((await open())(knight.id)).toBeNull(); // Lichess was asked moments ago
      t.clock.advance(TEAM_TTL_MS + 1_000);
      const later = await open();
      expect(calls).toEqual(['GET /api/team/chess-school/users']);
      expect(later(knight.id)).toBe(
        'KnightRider99 is not a member of the Lichess team "chess-school", which a Swiss requires.',
      );
      // a rejected registration is not warned about
      await t.post(`/organizer/tournaments/${swiss.id}/registrations/${omar.id}/reject`, {}, w.anita.id).expect(200);
      expect((await open())(omar.id)).toBeNull();
    } finally {
      t.lichess.sandbox.server.off('request', count);
      await t.lichess.control('POST', '/teams/chess-school/members', { username: 'KnightRider99' });
    }
  });
});
