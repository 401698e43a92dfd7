import { responseSchema } from '../../test/support/lichess-spec';
import { expectValid, expectValidLines } from '../../test/support/spec-matchers';
import { ndjsonLines, ndjsonParser, testSandbox } from '../../test/support/sandbox-client';

const MEMBER_LINE = responseSchema('/api/team/{teamId}/users', 'get', 200, 'application/x-ndjson');

describe('teams', () => {
  const sb = testSandbox();

  it('lists the teams of a user (membership check), case-insensitively', async () => {
    const res = await sb.http.get('/api/team/of/DEMOPLAYER').expect(200);
    expect(res.body.map((t: { id: string }) => t.id)).toEqual(['chess-school']);
    expect(res.body[0]).toMatchObject({
      name: 'Chess School',
      open: true,
      leader: { id: 'chessschoolhq', name: 'ChessSchoolHQ' },
    });
    await expectValid('Team[]', res.body);
    const outsider = await sb.http.get('/api/team/of/OutsiderOmar').expect(200);
    expect(outsider.body).toEqual([]);
    await sb.http.get('/api/team/of/ghost').expect(404, { error: 'Not found' });
  });

  it('hides teams with a private member list unless the requester is a member', async () => {
    const anon = await sb.http.get('/api/team/of/queengambit').expect(200);
    expect(anon.body.map((t: { id: string }) => t.id)).toEqual(['chess-school']);
    const token = await sb.token('DemoOrganizer', []);
    const member = await sb.http.get('/api/team/of/queengambit').set(sb.auth(token)).expect(200);
    expect(member.body.map((t: { id: string }) => t.id).sort()).toEqual(['chess-school', 'secret-club']);
  });

  it('shows team info with joined/requested for the token owner; 404 for unknown teams', async () => {
    const token = await sb.token('OutsiderOmar', []);
    const res = await sb.http.get('/api/team/secret-club').set(sb.auth(token)).expect(200);
    expect(res.body).toMatchObject({ id: 'secret-club', joined: false, requested: true, open: false, nbMembers: 2 });
    await expectValid('Team', res.body);
    const nf = await sb.http.get('/api/team/no-such-team').expect(404);
    await expectValid('NotFound', nf.body);
  });

  it('streams members as ND-JSON, most recent first', async () => {
    const res = await sb.http.get('/api/team/chess-school/users').buffer(true).parse(ndjsonParser).expect(200);
    expect(res.headers['content-type']).toMatch(/application\/x-ndjson/);
    const lines = ndjsonLines(res) as Array<{ id: string; joinedTeamAt: number }>;
    expect(lines).toHaveLength(13);
    expect(lines.map((l) => l.joinedTeamAt)).toEqual([...lines.map((l) => l.joinedTeamAt)].sort((a, b) => b - a));
    await expectValidLines(MEMBER_LINE, lines);
    const full = await sb.http
      .get('/api/team/chess-school/users?full=true')
      .buffer(true)
      .parse(ndjsonParser)
      .expect(200);
    const first = ndjsonLines(full)[0] as { username: string; perfs: object; joinedTeamAt: number };
    expect(first).toMatchObject({
      username: expect.any(String),
      perfs: expect.any(Object),
      joinedTeamAt: expect.any(Number),
    });
    await expectValid('User', first);
  });

  it('answers a private member list only to members (401 with an empty body otherwise)', async () => {
    const anon = await sb.http.get('/api/team/secret-club/users').expect(401);
    expect(anon.text).toBe('');
    const member = await sb.token('QueenGambit', ['team:read']);
    const ok = await sb.http
      .get('/api/team/secret-club/users')
      .set(sb.auth(member))
      .buffer(true)
      .parse(ndjsonParser)
      .expect(200);
    expect((ndjsonLines(ok) as Array<{ id: string }>).map((l) => l.id).sort()).toEqual([
      'demoorganizer',
      'queengambit',
    ]);
  });

  it('lets a leader with the requests permission list, accept and decline join requests', async () => {
    const leader = await sb.token('DemoOrganizer', ['team:read', 'team:lead']);
    const list = await sb.http.get('/api/team/secret-club/requests').set(sb.auth(leader)).expect(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0].request).toMatchObject({ userId: 'outsideromar', teamId: 'secret-club' });
    await expectValid('TeamRequestWithUser[]', list.body);
    const accepted = await sb.http
      .post('/api/team/secret-club/request/outsideromar/accept')
      .set(sb.auth(leader))
      .expect(200);
    await expectValid('Ok', accepted.body);
    expect(sb.state.isMember('secret-club', 'outsideromar')).toBe(true);
  });

  it('refuses leader actions without the permission or the scope', async () => {
    const helper = await sb.token('TeamHelper', ['team:read', 'team:lead']);
    const noPerm = await sb.http.get('/api/team/secret-club/requests').set(sb.auth(helper)).expect(400);
    expect(noPerm.body).toEqual({ error: 'Insufficient team permissions' });
    const noScope = await sb.token('DemoOrganizer', ['team:read']);
    const res = await sb.http.post('/api/team/chess-school/kick/rookierahul').set(sb.auth(noScope)).expect(403);
    expect(res.body).toEqual({ error: 'Missing scope: team:lead' });
    expect(res.headers['x-oauth-scopes']).toBe('team:read');
    expect(res.headers['x-accepted-oauth-scopes']).toBe('team:lead');
  });

  it('joins an open team with a player token, and needs confirmation for a closed one', async () => {
    const token = await sb.token('OutsiderOmar', ['team:write']);
    await sb.http.post('/team/chess-school/join').set(sb.auth(token)).type('form').send({}).expect(200, { ok: true });
    expect(sb.state.isMember('chess-school', 'outsideromar')).toBe(true);
    const nina = await sb.token('NewcomerNina', ['team:write']);
    const closed = await sb.http.post('/team/secret-club/join').set(sb.auth(nina)).type('form').send({}).expect(400);
    expect(closed.body).toEqual({ error: 'This team requires confirmation.' });
    await sb.http
      .post('/team/secret-club/join')
      .set(sb.auth(nina))
      .type('form')
      .send({ message: 'Hello! I would really like to join this club.' })
      .expect(200);
    expect(sb.state.teams.get('secret-club')!.requests.has('newcomernina')).toBe(true);
  });

  it('kicks a member, which also withdraws them from the team’s unfinished Swiss', async () => {
    const leader = await sb.token('ChessSchoolHQ', ['tournament:write', 'team:lead']);
    const swiss = await sb.http
      .post('/api/swiss/new/chess-school')
      .set(sb.auth(leader))
      .type('form')
      .send({ 'clock.limit': 300, 'clock.increment': 0, nbRounds: 3 })
      .expect(200);
    const player = await sb.token('PawnPusher');
    await sb.http.post(`/api/swiss/${swiss.body.id}/join`).set(sb.auth(player)).expect(200);
    await sb.http.post('/api/team/chess-school/kick/pawnpusher').set(sb.auth(leader)).expect(200, { ok: true });
    expect(sb.state.isMember('chess-school', 'pawnpusher')).toBe(false);
    expect(sb.state.swisses.get(swiss.body.id)!.players.has('pawnpusher')).toBe(false);
  });
});
