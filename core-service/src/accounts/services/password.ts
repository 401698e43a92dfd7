// Password hashing with scrypt (memory-hard, node:crypto): per-user random salt, the parameters
// stored with the hash, constant-time comparison. The cost is OWASP's for scrypt (N=2^17, r=8, p=1:
// 128 MiB and a noticeable fraction of a second per hash); a hash made with other parameters is
// re-made at the next successful sign-in (needsRehash). At most MAX_CONCURRENT_HASHES run at once,
// so a burst of sign-ins queues instead of taking core past its memory limit (deploy/k8s: 512 MiB).
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export type ScryptParams = { N: number; r: number; p: number };

/** OWASP Password Storage Cheat Sheet, scrypt: N=2^17, r=8, p=1. */
export const DEFAULT_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;
export const MAX_CONCURRENT_HASHES = 2;
/** Stored parameters above these are refused (a corrupt row must not ask for gigabytes). */
const MAX_N = 2 ** 20;
const MAX_RP = 16;

let current: ScryptParams = DEFAULT_SCRYPT;

/** The parameters new hashes get. */
export const currentScryptParams = (): ScryptParams => current;

/**
 * Tests only (NODE_ENV=test; refused otherwise): a cheaper cost, so the hundreds of accounts tests
 * create hash fast. password.test.ts proves the production default.
 */
export function setScryptParamsForTests(params: ScryptParams): void {
  if (process.env.NODE_ENV !== 'test') throw new Error('The password hashing cost can only be lowered in tests');
  current = params;
  dummyHash = undefined;
}

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` in one of MAX_CONCURRENT_HASHES slots (a freed slot is handed to the next waiter). */
async function inHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_CONCURRENT_HASHES) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function derive(password: string, salt: Buffer, { N, r, p }: ScryptParams, keyLength: number): Promise<Buffer> {
  // Node refuses scrypt above `maxmem` (default 32 MiB); one hash needs 128 * N * r bytes
  const maxmem = 2 * 128 * N * r;
  return inHashSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem }, (err, key) =>
          err ? reject(err) : resolve(key),
        );
      }),
  );
}

type Parsed = { params: ScryptParams; salt: Buffer; hash: Buffer };

/** `scrypt$N$r$p$<salt base64>$<hash base64>` → its parts; undefined for anything else. */
function parse(stored: string): Parsed | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const powerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > MAX_N || ![r, p].every((v) => Number.isInteger(v) && v >= 1 && v <= MAX_RP)) return undefined;
  const hash = Buffer.from(parts[5], 'base64');
  return hash.length > 0 ? { params: { N, r, p }, salt: Buffer.from(parts[4], 'base64'), hash } : undefined;
}

/** `scrypt$N$r$p$<salt base64>$<hash base64>`, with the current parameters unless given. */
export async function hashPassword(password: string, params: ScryptParams = current): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params, KEY_LENGTH);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.params, parsed.hash.length);
  return timingSafeEqual(actual, parsed.hash);
}

/** True when the stored hash was made with other parameters than new hashes get (re-hash it at sign-in). */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  if (!parsed) return true;
  const { N, r, p } = parsed.params;
  return N !== current.N || r !== current.r || p !== current.p || parsed.hash.length !== KEY_LENGTH;
}

let dummyHash: Promise<string> | undefined;
/** Spend the same work as a real check, so an unknown e-mail is not faster than a wrong password. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(12).toString('hex'));
  await verifyPassword(password, await dummyHash);
}
