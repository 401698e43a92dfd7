import { testSandbox } from '../../test/support/sandbox-client';

describe('HTML pages', () => {
  const sb = testSandbox();

  it('lets a person pick a sandbox account on the team page and join (so "Open Team Page" works locally)', async () => {
    const page = await sb.http.get('/team/chess-school?user=OutsiderOmar').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('<h1>Chess School</h1>');
    expect(page.text).toContain('<option value="OutsiderOmar" selected>');
    const join = await sb.http.post('/team/chess-school/join').type('form').send({ user: 'OutsiderOmar' }).expect(303);
    expect(join.headers.location).toBe('/team/chess-school?joined=OutsiderOmar&user=OutsiderOmar');
    const after = await sb.http.get(join.headers.location).expect(200);
    expect(after.text).toContain('OutsiderOmar is now a member of this team.');
    const teams = await sb.http.get('/api/team/of/outsideromar').expect(200);
    expect(teams.body.map((t: { id: string }) => t.id)).toEqual(['chess-school']);
  });

  it('sends a join request to a closed team and shows errors from the page', async () => {
    const noMessage = await sb.http
      .post('/team/secret-club/join')
      .type('form')
      .send({ user: 'PawnPusher' })
      .expect(303);
    expect(new URL(noMessage.headers.location, 'http://x').searchParams.get('error')).toBe(
      'This team requires confirmation.',
    );
    const ok = await sb.http
      .post('/team/secret-club/join')
      .type('form')
      .send({ user: 'PawnPusher', message: 'Please let me in, I love the secret openings!' })
      .expect(303);
    expect(ok.headers.location).toBe('/team/secret-club?requested=PawnPusher&user=PawnPusher');
    const noUser = await sb.http.post('/team/chess-school/join').type('form').send({}).expect(303);
    expect(noUser.headers.location).toContain('error=');
  });

  it('leaves a team from the page', async () => {
    await sb.http.post('/team/chess-school/quit').type('form').send({ user: 'RookieRahul' }).expect(303);
    expect(sb.state.isMember('chess-school', 'rookierahul')).toBe(false);
  });

  it('escapes user-controlled text', async () => {
    await sb.http
      .post('/_sandbox/teams')
      .send({ name: 'Evil <img src=x onerror=alert(1)>', id: 'evil', leaders: ['DemoPlayer'] })
      .expect(201);
    const page = await sb.http.get('/team/evil?error=%3Cscript%3Ex%3C/script%3E').expect(200);
    expect(page.text).not.toContain('<img src=x');
    expect(page.text).not.toContain('<script>x');
    expect(page.text).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('shows profiles, tournaments and a 404 page', async () => {
    expect((await sb.http.get('/@/demoplayer').expect(200)).text).toContain('DemoPlayer');
    const owner = await sb.token('ChessSchoolHQ');
    const { body: a } = await sb.http
      .post('/api/tournament')
      .set(sb.auth(owner))
      .type('form')
      .send({ clockTime: 3, clockIncrement: 2, minutes: 45, name: 'Page Cup' })
      .expect(200);
    expect((await sb.http.get(`/tournament/${a.id}`).expect(200)).text).toContain('Page Cup Arena');
    expect((await sb.http.get('/').expect(200)).text).toContain('Page Cup Arena');
    await sb.http.get('/team/nope').expect(404);
    await sb.http.get('/swiss/nope').expect(404);
  });
});
