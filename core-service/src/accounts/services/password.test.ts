import { legacyScryptHash } from '../../../test/support/legacy-password';
import { TEST_ARGON2 } from '../../../test/support/test-database';
import {
  DEFAULT_ARGON2,
  MAX_CONCURRENT_HASHES,
  currentHashParams,
  hashPassword,
  needsRehash,
  setHashParamsForTests,
  verifyPassword,
} from './password';

describe('password hashing (argon2id)', () => {
  it('uses OWASP cost by default (argon2id, m=19 MiB, t=2, p=1)', async () => {
    expect(DEFAULT_ARGON2).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(currentHashParams()).toBe(DEFAULT_ARGON2); // nothing lowered it in this file yet
    const stored = await hashPassword('organizer123');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]{43}$/);
    expect(await verifyPassword('organizer123', stored)).toBe(true);
    expect(await verifyPassword('organizer124', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('lets only tests lower the cost', () => {
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(() => setHashParamsForTests(TEST_ARGON2)).toThrow('only be lowered in tests');
    } finally {
      process.env.NODE_ENV = env;
    }
    expect(currentHashParams()).toBe(DEFAULT_ARGON2);
  });

  describe('at the test cost', () => {
    beforeAll(() => setHashParamsForTests(TEST_ARGON2));

    it('verifies the right password and refuses a wrong one', async () => {
      const stored = await hashPassword('organizer123');
      expect(await verifyPassword('organizer123', stored)).toBe(true);
      expect(await verifyPassword('organizer124', stored)).toBe(false);
    });

    it('treats canonically equal passwords alike (NFKC)', async () => {
      const stored = await hashPassword('caf\u00e9-pass');
      expect(await verifyPassword('cafe\u0301-pass', stored)).toBe(true);
    });

    it('salts every hash, never stores the password, and keeps the parameters with the hash', async () => {
      const [a, b] = [await hashPassword('same-password'), await hashPassword('same-password')];
      expect(a).not.toBe(b);
      expect(a).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
      expect(a).not.toContain('same-password');
    });

    it('verifies hashes made with other parameters and says they need re-hashing', async () => {
      const old = await hashPassword('player123', { memoryCost: 2048, timeCost: 1, parallelism: 1 });
      expect(old.startsWith('$argon2id$v=19$m=2048,t=1,p=1$')).toBe(true);
      expect(await verifyPassword('player123', old)).toBe(true);
      expect(needsRehash(old)).toBe(true);
      expect(needsRehash(await hashPassword('player123'))).toBe(false);
    });

    it('verifies the scrypt hashes of earlier releases and says they need re-hashing', async () => {
      const legacy = legacyScryptHash('player123');
      expect(await verifyPassword('player123', legacy)).toBe(true);
      expect(await verifyPassword('player124', legacy)).toBe(false);
      expect(needsRehash(legacy)).toBe(true);
    });

    it('refuses malformed or absurd stored values without trying them', async () => {
      for (const stored of [
        'plain-text',
        'bcrypt$1$2$3$4$5',
        '$argon2i$v=19$m=1024,t=1,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g',
        '$argon2id$v=19$m=4194304,t=1,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g',
        '$argon2id$v=19$m=1024,t=1000,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g',
        '$argon2id$v=19$m=1024,t=1,p=1$c2FsdHNhbHRzYWx0$',
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
