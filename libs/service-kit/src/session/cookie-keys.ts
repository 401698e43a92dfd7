// The signed session cookie's keys (app.keys), with each cookie's verification remembered. Keygrip
// (the `cookies` package's default) signs with HMAC-SHA1 in base64url and compares through tsscmp, which
// draws random bytes and HMACs both sides again: under the dashboard's polling, verifying
// the same few cookies was a tenth of the BFF's CPU. The signatures are Keygrip's, byte for byte, so
// cookies signed before stay valid; a cookie verified once is answered from memory while its
// signature is the same (the verification is a pure function of the keys, the value and the digest).
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The shape `cookies` (through Koa's app.keys) wants from Keygrip. */
export type CookieKeys = {
  sign(data: string): string;
  verify(data: string, digest: string): boolean;
  index(data: string, digest: string): number;
};

export type CookieKeysOptions = { maxEntries?: number };

const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export function cookieKeys(keys: readonly string[], { maxEntries = 10_000 }: CookieKeysOptions = {}): CookieKeys {
  if (!keys.length) throw new Error('cookieKeys needs at least one key');
  const signWith = (data: string, key: string) => createHmac('sha1', key).update(data).digest('base64url');
  /** data → the digest that verified it, and the key's index; only verified ones are kept */
  const verified = new Map<string, { digest: string; index: number }>();
  const index = (data: string, digest: string): number => {
    const kept = verified.get(data);
    if (kept && sameText(kept.digest, digest)) return kept.index;
    for (let i = 0; i < keys.length; i += 1) {
      if (!sameText(digest, signWith(data, keys[i]))) continue;
      if (verified.size >= maxEntries) verified.clear();
      verified.set(data, { digest, index: i });
      return i;
    }
    return -1;
  };
  return {
    sign: (data) => signWith(data, keys[0]),
    verify: (data, digest) => index(data, digest) > -1,
    index,
  };
}
