// A Lichess account is linked by signing in with Lichess (OAuth PKCE, no scopes),
// the name comes from Lichess, one Lichess account per portal account, and nothing is kept.
import { responseValidator } from '@chess-portal/contracts/openapi';
import { createUser } from '../../../../test/support/factories';
import { consent } from '../../../../test/support/lichess-consent';
import { useTestApp } from '../../../../test/support/test-app';
import { AuditLogEntry, LichessOAuthRequest, User } from '../../../db/models';
import { ALREADY_LINKED } from '../../services/lichess-identity-service';

const t = useTestApp({ lichess: true });
const REDIRECT = 'http://localhost:8080/api/auth/lichess/callback';

async function signIn(userId: string, account: string, decision: 'allow' | 'deny' = 'allow') {
  const started = await t.post('/account/lichess/oauth/start', { redirectUri: REDIRECT }, userId).expect(200);
  expect(responseValidator('core', 'post', '/account/lichess/oauth/start', 200)!(started.body)).toBe(true);
  const back = await consent(t.lichess.sandbox.url, started.body.authorizeUrl, account, decision);
  return t.post('/account/lichess/oauth/callback', back, userId);
}
/** A sign-in that Lichess and core answered with 200. */
async function signedIn(userId: string, account: string, decision: 'allow' | 'deny' = 'allow') {
  const res = await signIn(userId, account, decision);
  expect(res.status).toBe(200);
  return res;
}
const liveTokens = async (username: string) =>
  (await t.lichess.control('GET', `/tokens/${username}`)) as { access_token: string }[];

describe('sign in with Lichess (wizard step, profile)', () => {
  it('asks Lichess with PKCE S256 and no scopes', async () => {
    const user = await createUser(t.db);
    const res = await t.post('/account/lichess/oauth/start', { redirectUri: REDIRECT }, user.id).expect(200);
    const url = new URL(res.body.authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${t.lichess.sandbox.url}/oauth`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope') ?? '').toBe('');
    expect(await LichessOAuthRequest.query(t.db).where({ userId: user.id, purpose: 'identity' })).toHaveLength(1);
  });

  it('links the name Lichess answers (exact case), team-verified when Lichess lists the team; keeps no token', async () => {
    const user = await createUser(t.db);
    const before = (await liveTokens('DemoPlayer')).length;
    const res = await signedIn(user.id, 'DemoPlayer');
    expect(responseValidator('core', 'post', '/account/lichess/oauth/callback', 200)!(res.body)).toBe(true);
    expect(res.body).toMatchObject({
      outcome: 'linked',
      message: 'Lichess account DemoPlayer linked.',
      lichessProfile: { id: 'demoplayer', username: 'DemoPlayer', title: null, rating: 1660 },
      user: { id: user.id, lichessUsername: 'DemoPlayer', lichessVerified: true, teamVerified: true },
    });
    expect(res.body.teamMemberships).toContainEqual({ id: 'chess-school', name: 'Chess School' });
    const row = (await User.query(t.db).findById(user.id))!;
    expect(row).toMatchObject({ lichessAccessToken: null, lichessConnectedUsername: null });
    expect(await liveTokens('DemoPlayer')).toHaveLength(before); // the sign-in token was revoked
    expect(
      await AuditLogEntry.query(t.db).where({ entityId: user.id, action: 'lichess.identity-proven' }),
    ).toHaveLength(1);
  });

  it('refuses a second portal account for an already linked Lichess name, and changes nothing', async () => {
    const second = await createUser(t.db);
    const res = await signIn(second.id, 'DemoPlayer');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: ALREADY_LINKED });
    expect(await User.query(t.db).findById(second.id)).toMatchObject({ lichessUsername: null, lichessVerified: false });
  });

  it('a name outside the team is linked without team verification', async () => {
    const user = await createUser(t.db);
    const res = await signedIn(user.id, 'OutsiderOmar');
    expect(res.body.user).toMatchObject({
      lichessUsername: 'OutsiderOmar',
      lichessVerified: true,
      teamVerified: false,
    });
    expect(res.body.teamMemberships).toEqual([]);
  });

  it('proving a name someone typed earlier (unproven) takes it over from that claim', async () => {
    await createUser(t.db, { lichessUsername: 'QueenGambit', lichessVerified: false, teamVerified: false });
    const owner = await createUser(t.db);
    const res = await signedIn(owner.id, 'QueenGambit');
    expect(res.body.user).toMatchObject({ lichessUsername: 'QueenGambit', lichessVerified: true });
  });

  it('a cancel, a replayed state and another user’s state link nothing', async () => {
    const user = await createUser(t.db);
    const cancelled = await signedIn(user.id, 'PawnPusher', 'deny');
    expect(cancelled.body.outcome).toBe('cancelled');
    const started = await t.post('/account/lichess/oauth/start', { redirectUri: REDIRECT }, user.id).expect(200);
    const back = await consent(t.lichess.sandbox.url, started.body.authorizeUrl, 'PawnPusher');
    const other = await createUser(t.db);
    expect((await t.post('/account/lichess/oauth/callback', back, other.id).expect(200)).body.outcome).toBe('expired');
    expect((await t.post('/account/lichess/oauth/callback', back, user.id).expect(200)).body.outcome).toBe('linked');
    expect((await t.post('/account/lichess/oauth/callback', back, user.id).expect(200)).body.outcome).toBe('expired');
    expect((await t.post('/account/lichess/oauth/callback', back, other.id).expect(200)).body.outcome).toBe('expired');
    expect(await User.query(t.db).findById(other.id)).toMatchObject({ lichessUsername: null });
  });

  it('needs a signed-in user', async () => {
    expect((await t.post('/account/lichess/oauth/start', { redirectUri: REDIRECT })).status).toBe(401);
  });
});

describe('team membership is checked for the proven name only', () => {
  it('an unproven (typed) name cannot be team-verified, even when that name is in the team', async () => {
    const user = await createUser(t.db, { lichessUsername: 'KnightRider99', lichessVerified: false });
    const verify = await t.post('/account/team/verify', {}, user.id);
    expect(verify.status).toBe(400);
    expect(verify.body).toEqual({ message: 'Please sign in with Lichess to prove your Lichess account first.' });
    const check = await t.get('/account/team/check?teamId=chess-school&username=KnightRider99', user.id);
    expect(check.status).toBe(400);
    expect((await User.query(t.db).findById(user.id))!.teamVerified).toBe(false);
  });
});

describe('a visitor’s organizer application is proven the same way', () => {
  const application = {
    username: 'visiting_vik',
    email: 'vik@example.com',
    password: 'Organizer1',
    lichessUsername: 'BishopBella',
    applicationNote: 'I run a weekly club in Pune and would like to host paid Swiss events for our members.',
    upiId: 'vik@okaxis',
  };
  async function visitorProof(account: string) {
    const started = await t.post('/lichess/identity/start', { redirectUri: REDIRECT }).expect(200);
    const back = await consent(t.lichess.sandbox.url, started.body.authorizeUrl, account);
    return t.post('/lichess/identity/callback', back);
  }

  it('answers the proven name and a single-use proof, which the application needs', async () => {
    const proven = await visitorProof('BishopBella');
    expect(proven.status).toBe(200);
    expect(responseValidator('core', 'post', '/lichess/identity/callback', 200)!(proven.body)).toBe(true);
    expect(proven.body).toMatchObject({ outcome: 'proven', lichessUsername: 'BishopBella' });
    const unproven = await t.post('/organizer-applications', application);
    expect(unproven.status).toBe(400);
    const mismatch = await t.post('/organizer-applications', {
      ...application,
      lichessUsername: 'KnightRider99',
      lichessProof: proven.body.proof,
    });
    expect(mismatch.status).toBe(400);
    const again = (await visitorProof('BishopBella')).body.proof;
    const res = await t.post('/organizer-applications', { ...application, lichessProof: again }).expect(201);
    expect(res.body.user).toMatchObject({ lichessUsername: 'BishopBella', lichessVerified: true });
    const reused = await t.post('/organizer-applications', {
      ...application,
      username: 'other_vik',
      email: 'other@example.com',
      lichessProof: again,
    });
    expect(reused.status).toBe(400);
  });

  it('refuses a visitor proving a name another account holds', async () => {
    const res = await visitorProof('BishopBella');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: ALREADY_LINKED });
  });
});
