import { responseValidator } from '@chess-portal/contracts/openapi';
import { createUser } from '../../../../test/support/factories';
import { useTestApp } from '../../../../test/support/test-app';
import { User } from '../../../db/models';
import { MEMBERSHIP_CACHE_MS } from '../../../lichess/client';

const t = useTestApp({ lichess: true });

describe('GET /lichess/team', () => {
  it('answers the designated team and its page on the configured Lichess', async () => {
    const res = await t.get('/lichess/team');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ teamId: 'chess-school', teamUrl: `${t.lichess.sandbox.url}/team/chess-school` });
    expect(responseValidator('core', 'get', '/lichess/team', 200)!(res.body)).toBe(true);
  });
});

describe('POST /account/team/verify', () => {
  it('sets teamVerified from what Lichess says now', async () => {
    const user = await createUser(t.db, { lichessUsername: 'OutsiderOmar', lichessVerified: true });
    const before = await t.post('/account/team/verify', {}, user.id);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ teamVerified: false, user: { teamVerified: false } });
    await t.lichess.control('POST', '/teams/chess-school/members', { username: 'OutsiderOmar' });
    const after = await t.post('/account/team/verify', {}, user.id);
    expect(after.body).toMatchObject({ teamVerified: true, user: { id: user.id, teamVerified: true } });
    expect(responseValidator('core', 'post', '/account/team/verify', 200)!(after.body)).toBe(true);
    await t.lichess.control('DELETE', '/teams/chess-school/members/OutsiderOmar');
    const left = await t.post('/account/team/verify', {}, user.id);
    expect(left.body.teamVerified).toBe(false);
  });

  it('asks to link a Lichess username first', async () => {
    const user = await createUser(t.db);
    const res = await t.post('/account/team/verify', {}, user.id);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Please link your Lichess username on your profile first.' });
  });

  it('answers a clear 503 while Lichess rate-limits, leaving the user unchanged', async () => {
    const user = await createUser(t.db, { lichessUsername: 'DemoPlayer', lichessVerified: true });
    await t.lichess.fault('/api/team/of/DemoPlayer', 429, { seconds: 1 });
    const res = await t.post('/account/team/verify', {}, user.id);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: 'Lichess is rate-limiting us. Please try again in a minute.' });
    expect((await User.query(t.db).findById(user.id))!.teamVerified).toBe(false);
    t.lichess.clock.advance(61_000);
  });
});

describe('GET /account/team/check', () => {
  const check = (userId: string, username: string, teamId = 'chess-school') =>
    t.get(`/account/team/check?teamId=${teamId}&username=${encodeURIComponent(username)}`, userId);

  it('confirms membership of the user’s own name and verifies them; "not yet" changes nothing', async () => {
    const user = await createUser(t.db, { lichessUsername: 'PawnPusher', lichessVerified: true });
    await t.lichess.control('DELETE', '/teams/chess-school/members/PawnPusher');
    const notYet = await check(user.id, 'PawnPusher');
    expect(notYet.status).toBe(200);
    expect(notYet.body).toMatchObject({ isMember: false, user: { teamVerified: false } });
    await t.lichess.control('POST', '/teams/chess-school/members', { username: 'PawnPusher' });
    // the poll answers from the brief membership cache, then asks Lichess again
    expect((await check(user.id, 'PawnPusher')).body).toMatchObject({ isMember: false });
    t.lichess.clock.advance(MEMBERSHIP_CACHE_MS);
    const joined = await check(user.id, 'PawnPusher');
    expect(joined.body).toMatchObject({ isMember: true, user: { teamVerified: true } });
    expect(responseValidator('core', 'get', '/account/team/check', 200)!(joined.body)).toBe(true);
    expect((await User.query(t.db).findById(user.id))!.teamVerified).toBe(true);
  });

  it('refuses another team or another person’s name', async () => {
    const user = await createUser(t.db, { lichessUsername: 'DemoPlayer', lichessVerified: true });
    const otherTeam = await check(user.id, 'DemoPlayer', 'secret-club');
    expect(otherTeam.status).toBe(400);
    expect(otherTeam.body).toEqual({ message: 'Only membership of the Chess School team can be checked here.' });
    const otherName = await check(user.id, 'QueenGambit');
    expect(otherName.body).toEqual({ message: 'You can only check the Lichess username linked to your account.' });
    expect((await check(user.id, 'demoplayer')).status).toBe(400);
  });
});
