// The session cookie's keys: Keygrip's signatures byte for byte (cookies signed by either verify with the
// other), key rotation, and a remembered verification never answers for another digest or value.
import { createHmac } from 'node:crypto';
import Koa from 'koa';
import request from 'supertest';
import { cookieKeys } from './cookie-keys';

const KEY = 'test-session-key-0123456789';
const OLD_KEY = 'an-older-session-key-98765';
const keygripStyle = (data: string, key: string) => createHmac('sha1', key).update(data).digest('base64url');

/** A Koa app that sets the signed cookie `sid` on POST and answers its value (or '-') on GET. */
function cookieApp(keys: Koa['keys']) {
  const app = new Koa();
  app.keys = keys;
  app.use((ctx) => {
    if (ctx.method === 'POST') ctx.cookies.set('sid', 'session-one', { signed: true });
    ctx.body = ctx.cookies.get('sid', { signed: true }) ?? '-';
  });
  return app.callback();
}

const cookiesOf = (res: request.Response) =>
  (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');

describe('cookieKeys: the signed session cookie', () => {
  it('signs as Keygrip does (HMAC-SHA1, base64url) with the first key, and verifies with any', () => {
    const keys = cookieKeys([KEY, OLD_KEY]);
    expect(keys.sign('csa.sid=abc')).toBe(keygripStyle('csa.sid=abc', KEY));
    expect(keys.index('csa.sid=abc', keygripStyle('csa.sid=abc', KEY))).toBe(0);
    expect(keys.index('csa.sid=abc', keygripStyle('csa.sid=abc', OLD_KEY))).toBe(1);
    expect(keys.verify('csa.sid=abc', keygripStyle('csa.sid=abc', OLD_KEY))).toBe(true);
  });

  it('a remembered verification answers only for the same value and digest', () => {
    const keys = cookieKeys([KEY]);
    const good = keygripStyle('csa.sid=abc', KEY);
    expect(keys.index('csa.sid=abc', good)).toBe(0);
    expect(keys.index('csa.sid=abc', good)).toBe(0);
    expect(keys.index('csa.sid=abc', 'A'.repeat(good.length))).toBe(-1);
    expect(keys.index('csa.sid=abc', good.slice(1))).toBe(-1);
    expect(keys.index('csa.sid=abd', good)).toBe(-1);
    expect(keys.index('csa.sid=abc', keygripStyle('csa.sid=abc', OLD_KEY))).toBe(-1);
  });

  it('keeps verifying once its memory is full (it starts over)', () => {
    const keys = cookieKeys([KEY], { maxEntries: 2 });
    for (const value of ['a', 'b', 'c', 'a', 'd', 'b']) {
      expect(keys.index(`sid=${value}`, keygripStyle(`sid=${value}`, KEY))).toBe(0);
      expect(keys.index(`sid=${value}`, keygripStyle(`sid=${value}`, OLD_KEY))).toBe(-1);
    }
  });

  it("reads cookies Koa's default keys signed, and signs cookies they read", async () => {
    const plain = cookieApp([KEY]);
    const ours = cookieApp(cookieKeys([KEY]));
    for (const [writer, reader] of [
      [plain, ours],
      [ours, plain],
    ]) {
      const set = await request(writer).post('/');
      expect((await request(reader).get('/').set('Cookie', cookiesOf(set))).text).toBe('session-one');
      const forged = cookiesOf(set).replace(/sid\.sig=[^;]+/, `sid.sig=${keygripStyle('sid=session-one', OLD_KEY)}`);
      expect((await request(reader).get('/').set('Cookie', forged)).text).toBe('-');
    }
  });

  it('needs a key', () => {
    expect(() => cookieKeys([])).toThrow();
  });
});
