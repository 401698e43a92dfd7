import { createUser } from '../../../../test/support/factories';
import { useTestApp } from '../../../../test/support/test-app';
import { OutboxEmail, PasswordReset, Session } from '../../../db/models';
import { putSession } from '../../services/session-service';

const t = useTestApp();

const REQUESTED =
  'If an account exists for that email, we have sent a link to reset your password. The link is valid for 1 hour.';
const INVALID = 'This password reset link is invalid or has expired. Please request a new one.';

async function requestLink(email: string): Promise<string> {
  const res = await t.post('/password-resets', { email });
  expect(res.status).toBe(202);
  await t.runOutbox();
  const mail = await OutboxEmail.query(t.db).where('to', email.toLowerCase()).orderBy('createdAt', 'desc').first();
  const match = /http:\/\/localhost:8080\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.text);
  return match![1];
}

describe('password reset', () => {
  it('mails a link for an existing account and the same answer for an unknown address', async () => {
    await createUser(t.db, { email: 'reset.me@example.com', username: 'reset_me' });
    const known = await t.post('/password-resets', { email: 'Reset.Me@example.com' });
    const unknown = await t.post('/password-resets', { email: 'nobody@example.com' });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(known.body).toEqual({ message: REQUESTED });
    expect(unknown.body).toEqual(known.body);
    // the request only queued the work; the outbox worker sends the link
    expect(await OutboxEmail.query(t.db).where('to', 'reset.me@example.com')).toEqual([]);
    await t.runOutbox();
    const mails = await OutboxEmail.query(t.db).where('to', 'reset.me@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Reset your Chess School Arena password');
    expect(mails[0].text).toContain('Hello reset_me');
    expect(await OutboxEmail.query(t.db).where('to', 'nobody@example.com')).toEqual([]);
  });

  it('stores only a hash of the token', async () => {
    const user = await createUser(t.db, { email: 'hash.only@example.com' });
    const token = await requestLink('hash.only@example.com');
    const rows = await PasswordReset.query(t.db).where({ userId: user.id });
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token);
    expect(rows[0].expiresAt.getTime() - t.clock.now().getTime()).toBe(3_600_000);
  });

  it('sets the new password once, and ends every session of the user', async () => {
    const user = await createUser(t.db, { email: 'forgot@example.com', password: 'old-password' });
    await putSession(t.db, t.clock, 'session-of-forgetful-1', { userId: user.id }, 86_400_000);
    const token = await requestLink('forgot@example.com');
    const res = await t.post('/password-resets/confirm', { token, password: 'new-password' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Your password has been reset. Please sign in with your new password.' });
    expect((await t.post('/auth/login', { email: 'forgot@example.com', password: 'new-password' })).status).toBe(200);
    expect((await t.post('/auth/login', { email: 'forgot@example.com', password: 'old-password' })).status).toBe(401);
    expect(await Session.query(t.db).where({ userId: user.id })).toEqual([]);
    const again = await t.post('/password-resets/confirm', { token, password: 'third-password' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: INVALID });
  });

  it('refuses an expired link, and an older link once a newer one was sent', async () => {
    await createUser(t.db, { email: 'slow@example.com', password: 'old-password' });
    const first = await requestLink('slow@example.com');
    const second = await requestLink('slow@example.com');
    expect((await t.post('/password-resets/confirm', { token: first, password: 'new-password' })).body).toEqual({
      message: INVALID,
    });
    t.clock.advance(3_600_001);
    expect((await t.post('/password-resets/confirm', { token: second, password: 'new-password' })).body).toEqual({
      message: INVALID,
    });
    expect((await t.post('/auth/login', { email: 'slow@example.com', password: 'old-password' })).status).toBe(200);
  });

  it('checks the inputs with the form messages', async () => {
    expect((await t.post('/password-resets', { email: 'nope' })).body).toEqual({
      message: 'Please enter a valid email address',
    });
    expect((await t.post('/password-resets/confirm', { token: 'abc', password: '123' })).body).toEqual({
      message: 'Password must be at least 6 characters',
    });
    expect((await t.post('/password-resets/confirm', { token: 'not a token!', password: '123456' })).body).toEqual({
      message: 'This reset link is invalid or incomplete',
    });
  });

  it('sends nothing to a deactivated account', async () => {
    await createUser(t.db, { email: 'blocked@example.com', isActive: false });
    expect((await t.post('/password-resets', { email: 'blocked@example.com' })).status).toBe(202);
    await t.runOutbox();
    expect(await OutboxEmail.query(t.db).where('to', 'blocked@example.com')).toEqual([]);
  });
});
