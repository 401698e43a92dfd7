import { SETUP_BUDGET_MS } from '../../../test/support/lifecycle';
import { isLichessError, type LichessError } from './errors';
import { startTestLichess, type TestLichess } from '../../../test/support/test-lichess';

describe('Lichess users through the sandbox', () => {
  let t: TestLichess;
  beforeAll(async () => {
    t = await startTestLichess();
  }, SETUP_BUDGET_MS);
  afterAll(() => t.close());

  it('verifies an existing user typed in the exact case, with ratings', async () => {
    const check = await t.lichess.verifyUsername('DemoPlayer');
    expect(check.status).toBe('ok');
    if (check.status !== 'ok') return;
    expect(check.user).toMatchObject({ id: 'demoplayer', username: 'DemoPlayer', closed: false, bot: false });
    expect(check.user.ratings.blitz).toEqual({ rating: 1620, games: 120, provisional: false });
  });

  it('reports a missing user with a message containing "not found"', async () => {
    const check = await t.lichess.verifyUsername('NoSuchPlayer42');
    expect(check).toEqual({ status: 'not-found', message: 'Lichess user "NoSuchPlayer42" was not found.' });
    expect(await t.lichess.getUser('NoSuchPlayer42')).toBeNull();
  });

  it('reports the wrong case, offering the exact username', async () => {
    const check = await t.lichess.verifyUsername('mixedcase_maya');
    expect(check.status).toBe('wrong-case');
    if (check.status !== 'wrong-case') return;
    expect(check.user.username).toBe('mIxEdCaSe_Maya');
    expect(check.message).toContain('"mIxEdCaSe_Maya"');
  });

  it('reports closed accounts, titles, bots and provisional ratings', async () => {
    expect((await t.lichess.verifyUsername('ClosedAccount')).status).toBe('closed');
    expect(await t.lichess.getUser('GrandmasterGita')).toMatchObject({ title: 'GM', bot: false });
    expect(await t.lichess.getUser('SandboxBot')).toMatchObject({ title: 'BOT', bot: true });
    expect((await t.lichess.getUser('NewcomerNina'))!.ratings.blitz).toEqual({
      rating: 1510,
      games: 3,
      provisional: true,
    });
  });

  it('tells who owns a token, and refuses a revoked one with a clear error', async () => {
    const token = await t.token('KnightRider99', []);
    expect((await t.lichess.getAccount(token)).username).toBe('KnightRider99');
    const err = await t.lichess.getAccount('lio_revoked').catch((e: unknown) => e);
    expect(isLichessError(err, 'unauthorized')).toBe(true);
    expect((err as LichessError).status).toBe(403);
  });
});
