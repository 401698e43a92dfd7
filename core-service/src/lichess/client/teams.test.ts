import { SETUP_BUDGET_MS } from '../../../test/support/lifecycle';
import { MEMBERSHIP_CACHE_MS } from './index';
import { startTestLichess, type TestLichess } from '../../../test/support/test-lichess';

describe('Lichess teams through the sandbox', () => {
  let t: TestLichess;
  beforeAll(async () => {
    t = await startTestLichess();
  }, SETUP_BUDGET_MS);
  afterAll(() => t.close());

  it('says whether a user is a member of the designated team', async () => {
    expect(await t.lichess.isTeamMember('DemoPlayer')).toBe(true);
    expect(await t.lichess.isTeamMember('demoplayer')).toBe(true);
    expect(await t.lichess.isTeamMember('OutsiderOmar')).toBe(false);
    expect(await t.lichess.isTeamMember('NoSuchPlayer42')).toBe(false);
  });

  it('sees a membership once the cached answer is older than MEMBERSHIP_CACHE_MS, or at once when asked fresh', async () => {
    expect(await t.lichess.isTeamMember('PawnPusher', { teamId: 'secret-club' })).toBe(false);
    await t.control('POST', '/teams/chess-school/members', { username: 'OutsiderOmar' });
    expect(await t.lichess.isTeamMember('OutsiderOmar', { fresh: true })).toBe(true);
    await t.control('DELETE', '/teams/chess-school/members/OutsiderOmar');
    expect(await t.lichess.isTeamMember('OutsiderOmar')).toBe(true);
    t.clock.advance(MEMBERSHIP_CACHE_MS);
    expect(await t.lichess.isTeamMember('OutsiderOmar')).toBe(false);
  });

  it('sees teams that hide their members when asked with a member’s token', async () => {
    const organizer = await t.token('DemoOrganizer', []);
    expect(await t.lichess.isTeamMember('QueenGambit', { teamId: 'secret-club' })).toBe(false);
    expect(await t.lichess.isTeamMember('QueenGambit', { teamId: 'secret-club', token: organizer })).toBe(true);
  });

  it('reads team info and members', async () => {
    const team = await t.lichess.getTeam();
    expect(team).toMatchObject({
      id: 'chess-school',
      name: 'Chess School',
      open: true,
      leaders: ['ChessSchoolHQ', 'DemoOrganizer', 'TeamHelper'],
    });
    expect(team.url).toBe(`${t.sandbox.url}/team/chess-school`);
    expect(t.lichess.teamUrl()).toBe(team.url);
    const members = await t.lichess.teamMembers();
    expect(members.length).toBe(team.nbMembers);
    expect(members.find((m) => m.id === 'demoplayer')).toMatchObject({
      username: 'DemoPlayer',
      joinedAt: expect.any(Date),
    });
    await expect(t.lichess.getTeam('no-such-team')).rejects.toMatchObject({ kind: 'not-found', status: 404 });
  });
});
