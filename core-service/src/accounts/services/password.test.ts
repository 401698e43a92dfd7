import { hashPassword, verifyPassword } from './password';

describe('password hashing (scrypt)', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('organizer123');
    expect(await verifyPassword('organizer123', stored)).toBe(true);
    expect(await verifyPassword('organizer124', stored)).toBe(false);
  });

  it('salts every hash and never stores the password', async () => {
    const [a, b] = [await hashPassword('same-password'), await hashPassword('same-password')];
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toContain('same-password');
  });

  it('refuses malformed stored values', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$1$2$3$4$5')).toBe(false);
  });
});
