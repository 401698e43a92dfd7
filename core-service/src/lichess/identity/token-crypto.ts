// Secrets at rest (Lichess access tokens, PKCE verifiers): AES-256-GCM with node:crypto.
//
// TOKEN_ENCRYPTION_KEY is either a 32-byte key in base64 (`openssl rand -base64 32`), used as is, or
// any other string of at least 16 characters, from which a 32-byte key is derived with scrypt
// (N=2^14, r=8, p=1, fixed salt below). Stored form: `v1.<iv>.<tag>.<ciphertext>` (base64url; 12-byte
// random iv, 16-byte tag). The associated data binds a value to where it is stored (e.g. the user's
// id), so a ciphertext copied into another row does not decrypt. Tampering, a wrong key or a wrong
// binding all throw TokenDecryptError.
import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';

const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KDF_SALT = 'chess-school-arena/token-encryption/v1';

export class TokenDecryptError extends Error {
  constructor(message = 'stored secret cannot be decrypted (tampered, or another key)') {
    super(message);
    this.name = 'TokenDecryptError';
  }
}

/** A raw 32-byte key when `secret` is exactly that in base64, else undefined. */
function rawKey(secret: string): Buffer | undefined {
  const trimmed = secret.trim();
  if (!/^[A-Za-z0-9+/]{43}=$/.test(trimmed)) return undefined;
  const bytes = Buffer.from(trimmed, 'base64');
  return bytes.length === KEY_BYTES ? bytes : undefined;
}

const derived = new Map<string, Buffer>();

/** The AES-256 key for TOKEN_ENCRYPTION_KEY (derivations are cached: scrypt is slow on purpose). */
export function encryptionKey(secret: string): Buffer {
  if (!secret) throw new Error('TOKEN_ENCRYPTION_KEY is empty');
  const raw = rawKey(secret);
  if (raw) return raw;
  let key = derived.get(secret);
  if (!key) {
    key = scryptSync(secret, KDF_SALT, KEY_BYTES, { N: 1 << 14, r: 8, p: 1 });
    derived.set(secret, key);
  }
  return key;
}

const b64 = (b: Buffer) => b.toString('base64url');

/** Encrypts `plain` under `secret`, bound to `context` (authenticated, not secret). */
export function encryptSecret(secret: string, plain: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(secret), iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, b64(iv), b64(cipher.getAuthTag()), b64(body)].join('.');
}

/** Decrypts what encryptSecret stored; throws TokenDecryptError on anything else. */
export function decryptSecret(secret: string, stored: string, context: string): string {
  const [version, iv, tag, body, ...rest] = stored.split('.');
  if (version !== VERSION || rest.length || !iv || !tag || body === undefined)
    throw new TokenDecryptError('not an encrypted value');
  const ivBytes = Buffer.from(iv, 'base64url');
  const tagBytes = Buffer.from(tag, 'base64url');
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES)
    throw new TokenDecryptError('not an encrypted value');
  try {
    const decipher = createDecipheriv('aes-256-gcm', encryptionKey(secret), ivBytes, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tagBytes);
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new TokenDecryptError();
  }
}
