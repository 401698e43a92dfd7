import { SETUP_BUDGET_MS } from '../../../test/support/lifecycle';
import { OAUTH_MESSAGES, pkceChallenge, pkceVerifier } from './oauth';
import { isLichessError } from './errors';
import { startTestLichess, type TestLichess } from '../../../test/support/test-lichess';

const CLIENT_ID = 'chess-school-arena-test';
const REDIRECT = 'http://localhost:8080/api/lichess/oauth/callback';

/** What a person does on the sandbox consent page: pick an account, then Authorize or Cancel. */
async function consent(
  t: TestLichess,
  authorizeUrl: string,
  user: string,
  decision: 'allow' | 'deny' = 'allow',
): Promise<URL> {
  const query = new URL(authorizeUrl).searchParams;
  const form = new URLSearchParams(query);
  form.set('user', user);
  form.set('decision', decision);
  const res = await fetch(`${t.sandbox.url}/oauth/authorize`, { method: 'POST', body: form, redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}

async function tokenTest(t: TestLichess, token: string): Promise<unknown> {
  const res = await fetch(`${t.sandbox.url}/api/token/test`, {
    method: 'POST',
    body: token,
    headers: { 'Content-Type': 'text/plain' },
  });
  return ((await res.json()) as Record<string, unknown>)[token];
}

describe('Lichess OAuth (PKCE) through the sandbox', () => {
  let t: TestLichess;
  beforeAll(async () => {
    t = await startTestLichess();
  }, SETUP_BUDGET_MS);
  afterAll(() => t.close());

  const start = (verifier: string, state = 'state-123') =>
    t.lichess.authorizeUrl({
      clientId: CLIENT_ID,
      redirectUri: REDIRECT,
      codeChallenge: pkceChallenge(verifier),
      state,
      scopes: ['tournament:write', 'team:read'],
    });

  it('builds verifiers Lichess accepts and S256 challenges', () => {
    const verifier = pkceVerifier();
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(pkceVerifier()).not.toBe(verifier);
    // SHA-256 is 32 bytes: 43 base64url characters, no padding (the sandbox checks it in the next test)
    expect(pkceChallenge(verifier)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(pkceChallenge(verifier)).toBe(pkceChallenge(verifier));
  });

  it('connects: authorize, exchange the code, see the account, revoke', async () => {
    const verifier = pkceVerifier();
    const url = start(verifier);
    expect(url).toContain(`${t.sandbox.url}/oauth?`);
    expect(new URL(url).searchParams.get('scope')).toBe('tournament:write team:read');
    const back = await consent(t, url, 'DemoOrganizer');
    expect(back.searchParams.get('state')).toBe('state-123');
    const code = back.searchParams.get('code')!;
    const token = await t.lichess.exchangeCode({
      clientId: CLIENT_ID,
      redirectUri: REDIRECT,
      code,
      codeVerifier: verifier,
    });
    expect(token.accessToken).toMatch(/^[A-Za-z0-9_]+$/);
    expect((await t.lichess.getAccount(token.accessToken)).username).toBe('DemoOrganizer');
    expect(await tokenTest(t, token.accessToken)).toMatchObject({
      userId: 'demoorganizer',
      scopes: 'tournament:write,team:read',
    });
    await t.lichess.revokeToken(token.accessToken);
    expect(await tokenTest(t, token.accessToken)).toBeNull();
    await expect(t.lichess.revokeToken(token.accessToken)).resolves.toBeUndefined();
  });

  it('refuses a wrong verifier and a code used twice, with a sentence to try again', async () => {
    const verifier = pkceVerifier();
    const code = (await consent(t, start(verifier), 'DemoOrganizer')).searchParams.get('code')!;
    const wrong = await t.lichess
      .exchangeCode({ clientId: CLIENT_ID, redirectUri: REDIRECT, code, codeVerifier: pkceVerifier() })
      .catch((e) => e);
    expect(isLichessError(wrong, 'rejected')).toBe(true);
    expect(wrong.message).toBe(OAUTH_MESSAGES.invalidGrant);
    const code2 = (await consent(t, start(verifier), 'DemoOrganizer')).searchParams.get('code')!;
    await t.lichess.exchangeCode({ clientId: CLIENT_ID, redirectUri: REDIRECT, code: code2, codeVerifier: verifier });
    const again = await t.lichess
      .exchangeCode({ clientId: CLIENT_ID, redirectUri: REDIRECT, code: code2, codeVerifier: verifier })
      .catch((e) => e);
    expect(again).toMatchObject({ status: 400, message: OAUTH_MESSAGES.invalidGrant });
  });

  it('sends the person back with access_denied when they cancel', async () => {
    const back = await consent(t, start(pkceVerifier(), 'cancel-state'), 'DemoOrganizer', 'deny');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('cancel-state');
  });
});
