import { randomUUID } from 'node:crypto';
import { responseValidator } from '@chess-portal/contracts/openapi';
import { createUser } from '../../../../test/support/factories';
import { User } from '../../../db/models';
import { legacyScryptHash } from '../../../../test/support/legacy-password';
import { currentHashParams, hashPassword, verifyPassword } from '../../services/password';
import { useTestApp } from '../../../../test/support/test-app';

const t = useTestApp();

describe('POST /auth/login', () => {
  it('answers the session user for a matching e-mail and password, in the contract shape', async () => {
    const user = await createUser(t.db, {
      email: 'anita@example.com',
      password: 'queen-side',
      role: 'organizer',
      lichessUsername: 'AnitaK',
    });
    const res = await t.post('/auth/login', { email: 'anita@example.com', password: 'queen-side' });
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({
      id: user.id,
      username: user.username,
      email: 'anita@example.com',
      role: 'organizer',
      teamVerified: false,
      lichessUsername: 'AnitaK',
      lichessVerified: false,
    });
    expect(responseValidator('core', 'post', '/auth/login', 200)!(res.body)).toBe(true);
  });

  it('matches the e-mail regardless of case and surrounding spaces', async () => {
    await createUser(t.db, { email: 'ravi@example.com', password: 'pawnstorm' });
    const res = await t.post('/auth/login', { email: 'Ravi@Example.COM', password: 'pawnstorm' });
    expect(res.status).toBe(200);
  });

  it('gives the same 401 for a wrong password and for an unknown e-mail', async () => {
    await createUser(t.db, { email: 'meera@example.com', password: 'right-one' });
    const wrong = await t.post('/auth/login', { email: 'meera@example.com', password: 'wrong-one' });
    const unknown = await t.post('/auth/login', { email: 'nobody@example.com', password: 'right-one' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it.each([
    ['argon2id with older parameters', () => hashPassword('old-hash-pw', { ...currentHashParams(), timeCost: 2 })],
    ['scrypt, as earlier releases stored it', () => Promise.resolve(legacyScryptHash('old-hash-pw'))],
  ])('re-hashes a password stored as %s at a successful sign-in, and only then', async (_kind, makeOlder) => {
    const older = await makeOlder();
    const tag = randomUUID().slice(0, 8);
    const email = `old.hash.${tag}@example.com`;
    const user = await User.query(t.db)
      .insert({ username: `old_${tag}`, email, password: older })
      .returning('*');
    expect((await t.post('/auth/login', { email, password: 'wrong-one' })).status).toBe(401);
    expect((await User.query(t.db).findById(user.id))!.password).toBe(older);
    expect((await t.post('/auth/login', { email, password: 'old-hash-pw' })).status).toBe(200);
    const upgraded = (await User.query(t.db).findById(user.id))!.password;
    const { memoryCost, timeCost, parallelism } = currentHashParams();
    expect(upgraded.startsWith(`$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`)).toBe(true);
    expect(await verifyPassword('old-hash-pw', upgraded)).toBe(true);
    expect((await t.post('/auth/login', { email, password: 'old-hash-pw' })).status).toBe(200);
    expect((await User.query(t.db).findById(user.id))!.password).toBe(upgraded); // current: left alone
  });

  it('refuses a deactivated account with 403 once the password is right', async () => {
    await createUser(t.db, { email: 'gone@example.com', password: 'still-mine', isActive: false });
    const res = await t.post('/auth/login', { email: 'gone@example.com', password: 'still-mine' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Your account has been deactivated. Please contact support.' });
    const wrong = await t.post('/auth/login', { email: 'gone@example.com', password: 'not-mine' });
    expect(wrong.status).toBe(401);
  });

  it('validates the body against core.yaml', async () => {
    const missing = await t.post('/auth/login', { email: 'a@example.com' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: 'password is required' });
    const badEmail = await t.post('/auth/login', { email: 'not-an-email', password: 'secret123' });
    expect(badEmail.body).toEqual({ message: 'Please enter a valid email address' });
    const extra = await t.post('/auth/login', { email: 'a@example.com', password: 'secret123', role: 'admin' });
    expect(extra.status).toBe(400);
  });
});
