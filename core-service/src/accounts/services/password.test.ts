import { TEST_SCRYPT } from '../../../test/support/test-database';
import {
  DEFAULT_SCRYPT,
  MAX_CONCURRENT_HASHES,
  currentScryptParams,
  hashPassword,
  needsRehash,
  setScryptParamsForTests,
  verifyPassword,
} from './password';

describe('password hashing (scrypt)', () => {
  it('uses OWASP cost by default (N=2^17, r=8, p=1), which needs more than Node’s default maxmem', async () => {
    expect(DEFAULT_SCRYPT).toEqual({ N: 131072, r: 8, p: 1 });
    expect(currentScryptParams()).toBe(DEFAULT_SCRYPT); // nothing lowered it in this file yet
    const stored = await hashPassword('organizer123');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]{86}==$/);
    expect(await verifyPassword('organizer123', stored)).toBe(true);
    expect(needsRehash(stored)).toBe(false);
  });

  it('lets only tests lower the cost', () => {
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(() => setScryptParamsForTests(TEST_SCRYPT)).toThrow('only be lowered in tests');
    } finally {
      process.env.NODE_ENV = env;
    }
    expect(currentScryptParams()).toBe(DEFAULT_SCRYPT);
  });

  describe('at the test cost', () => {
    beforeAll(() => setScryptParamsForTests(TEST_SCRYPT));

    it('verifies the right password and refuses a wrong one', async () => {
      const stored = await hashPassword('organizer123');
      expect(await verifyPassword('organizer123', stored)).toBe(true);
      expect(await verifyPassword('organizer124', stored)).toBe(false);
    });

    it('salts every hash, never stores the password, and keeps the parameters with the hash', async () => {
      const [a, b] = [await hashPassword('same-password'), await hashPassword('same-password')];
      expect(a).not.toBe(b);
      expect(a).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      expect(a).not.toContain('same-password');
    });

    it('verifies hashes made with other parameters and says they need re-hashing', async () => {
      const old = await hashPassword('player123', { N: 2 ** 11, r: 8, p: 1 });
      expect(old.startsWith('scrypt$2048$8$1$')).toBe(true);
      expect(await verifyPassword('player123', old)).toBe(true);
      expect(needsRehash(old)).toBe(true);
      expect(needsRehash(await hashPassword('player123'))).toBe(false);
    });

    it('refuses malformed or absurd stored values without trying them', async () => {
      for (const stored of [
        'plain-text',
        'bcrypt$1$2$3$4$5',
        'scrypt$1000$8$1$c2FsdA==$aGFzaA==',
        'scrypt$4194304$8$1$c2FsdA==$aGFzaA==',
        'scrypt$1024$0$1$c2FsdA==$aGFzaA==',
        'scrypt$1024$8$1$c2FsdA==$',
      ]) {
        expect(await verifyPassword('x', stored)).toBe(false);
        expect(needsRehash(stored)).toBe(true);
      }
    });

    it(`queues a burst beyond ${MAX_CONCURRENT_HASHES} concurrent hashes and finishes every one`, async () => {
      const hashes = await Promise.all(Array.from({ length: 7 }, (_, i) => hashPassword(`pw-${i}`)));
      expect(new Set(hashes).size).toBe(7);
      expect(await Promise.all(hashes.map((h, i) => verifyPassword(`pw-${i}`, h)))).toEqual(Array(7).fill(true));
    });
  });
});
