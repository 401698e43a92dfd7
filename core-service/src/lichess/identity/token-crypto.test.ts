import { randomBytes } from 'node:crypto';
import { decryptSecret, encryptionKey, encryptSecret, TokenDecryptError } from './token-crypto';

const PASSPHRASE = 'a long development passphrase';
const TOKEN = 'lio_abcdefghijklmnopqrstuvwxyz012345';

function flipByte(stored: string, part: number): string {
  const parts = stored.split('.');
  const bytes = Buffer.from(parts[part], 'base64url');
  bytes[0] ^= 0x01;
  parts[part] = bytes.toString('base64url');
  return parts.join('.');
}

describe('token encryption (AES-256-GCM)', () => {
  it('round-trips a token, with a fresh iv each time', () => {
    const a = encryptSecret(PASSPHRASE, TOKEN, 'user-1');
    const b = encryptSecret(PASSPHRASE, TOKEN, 'user-1');
    expect(a).not.toBe(b);
    expect(a).not.toContain(TOKEN);
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(decryptSecret(PASSPHRASE, a, 'user-1')).toBe(TOKEN);
    expect(decryptSecret(PASSPHRASE, b, 'user-1')).toBe(TOKEN);
  });

  it('uses a 32-byte base64 key as is and derives one from any other string', () => {
    const raw = randomBytes(32);
    expect(encryptionKey(raw.toString('base64')).equals(raw)).toBe(true);
    const derived = encryptionKey(PASSPHRASE);
    expect(derived).toHaveLength(32);
    expect(encryptionKey(PASSPHRASE).equals(derived)).toBe(true);
    expect(encryptionKey(`${PASSPHRASE}!`).equals(derived)).toBe(false);
    const stored = encryptSecret(raw.toString('base64'), TOKEN, 'u');
    expect(decryptSecret(raw.toString('base64'), stored, 'u')).toBe(TOKEN);
  });

  it('detects tampering with the ciphertext, the tag or the iv', () => {
    const stored = encryptSecret(PASSPHRASE, TOKEN, 'user-1');
    for (const part of [1, 2, 3]) {
      expect(() => decryptSecret(PASSPHRASE, flipByte(stored, part), 'user-1')).toThrow(TokenDecryptError);
    }
  });

  it('refuses another key and another binding', () => {
    const stored = encryptSecret(PASSPHRASE, TOKEN, 'user-1');
    expect(() => decryptSecret('another passphrase entirely', stored, 'user-1')).toThrow(TokenDecryptError);
    expect(() => decryptSecret(randomBytes(32).toString('base64'), stored, 'user-1')).toThrow(TokenDecryptError);
    expect(() => decryptSecret(PASSPHRASE, stored, 'user-2')).toThrow(TokenDecryptError);
  });

  it('refuses values that were never encrypted', () => {
    for (const junk of [TOKEN, '', 'v1.a.b', 'v2.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA.AAAA', 'v1.x.y.z.w']) {
      expect(() => decryptSecret(PASSPHRASE, junk, 'user-1')).toThrow(TokenDecryptError);
    }
  });
});
