// Password hashing with argon2id (@node-rs/argon2, memory-hard, prebuilt binaries): per-user random
// salt, the parameters stored with the hash in the PHC string, constant-time comparison inside the
// library. The cost is OWASP's first argon2id configuration (m=19 MiB, t=2, p=1): a fraction of
// scrypt N=2^17's time and memory for equivalent protection, so sign-in stays within the edge's 2 s
// answer bound under a burst. Hashes made with older parameters, and the scrypt hashes of
// earlier releases, are still verified and re-made at the next successful sign-in (needsRehash).
// At most MAX_CONCURRENT_HASHES run at once, so a burst of sign-ins queues instead of taking core
// past its memory limit (deploy/k8s: 512 MiB).
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export type Argon2Params = { memoryCost: number; timeCost: number; parallelism: number };

/** OWASP Password Storage Cheat Sheet, argon2id: m=19456 KiB (19 MiB), t=2, p=1. */
export const DEFAULT_ARGON2: Argon2Params = { memoryCost: 19456, timeCost: 2, parallelism: 1 };
const HASH_LENGTH = 32;
export const MAX_CONCURRENT_HASHES = 2;
/** Stored parameters above these are refused (a corrupt row must not ask for gigabytes or minutes). */
const MAX_MEMORY_KIB = 256 * 1024;
const MAX_TIME_COST = 10;
const MAX_PARALLELISM = 16;
const MAX_SCRYPT_N = 2 ** 20;
const MAX_SCRYPT_RP = 16;

let current: Argon2Params = DEFAULT_ARGON2;

/** The parameters new hashes get. */
export const currentHashParams = (): Argon2Params => current;

/**
 * Tests only (NODE_ENV=test; refused otherwise): a cheaper cost, so the hundreds of accounts tests
 * create hash fast. password.test.ts proves the production default.
 */
export function setHashParamsForTests(params: Argon2Params): void {
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

const normalize = (password: string) => password.normalize('NFKC');

type Parsed =
  | { kind: 'argon2id'; params: Argon2Params; hashLength: number }
  | { kind: 'scrypt'; N: number; r: number; p: number; salt: Buffer; hash: Buffer };

const inRange = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/** `$argon2id$v=19$m=…,t=…,p=…$<salt>$<hash>` (PHC) or the legacy `scrypt$N$r$p$<salt>$<hash>`; undefined for anything else. */
function parse(stored: string): Parsed | undefined {
  const argon = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]{11,})\$([A-Za-z0-9+/]{22,})$/.exec(stored);
  if (argon) {
    const [memoryCost, timeCost, parallelism] = argon.slice(1, 4).map(Number);
    const ok =
      inRange(parallelism, 1, MAX_PARALLELISM) &&
      inRange(memoryCost, 8 * parallelism, MAX_MEMORY_KIB) &&
      inRange(timeCost, 1, MAX_TIME_COST);
    const hashLength = Buffer.from(argon[5], 'base64').length;
    return ok ? { kind: 'argon2id', params: { memoryCost, timeCost, parallelism }, hashLength } : undefined;
  }
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const powerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > MAX_SCRYPT_N || ![r, p].every((v) => inRange(v, 1, MAX_SCRYPT_RP))) return undefined;
  const hash = Buffer.from(parts[5], 'base64');
  return hash.length > 0 ? { kind: 'scrypt', N, r, p, salt: Buffer.from(parts[4], 'base64'), hash } : undefined;
}

/** A PHC argon2id string, with the current parameters unless given. */
export function hashPassword(password: string, params: Argon2Params = current): Promise<string> {
  return inHashSlot(() =>
    // the library's default algorithm is argon2id (password.test.ts checks the $argon2id$ prefix)
    argon2Hash(normalize(password), { outputLen: HASH_LENGTH, ...params }),
  );
}

/** scrypt, for hashes stored by earlier releases (re-made as argon2id at the next sign-in). */
function verifyScrypt(password: string, { N, r, p, salt, hash }: Extract<Parsed, { kind: 'scrypt' }>) {
  // Node refuses scrypt above `maxmem` (default 32 MiB); one hash needs 128 * N * r bytes
  const maxmem = 2 * 128 * N * r;
  return new Promise<boolean>((resolve, reject) => {
    scrypt(normalize(password), salt, hash.length, { N, r, p, maxmem }, (err, key) =>
      err ? reject(err) : resolve(timingSafeEqual(key, hash)),
    );
  });
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  return inHashSlot(() =>
    parsed.kind === 'scrypt' ? verifyScrypt(password, parsed) : argon2Verify(stored, normalize(password)),
  );
}

/** True when the stored hash was not made as new hashes are (re-hash it at sign-in). */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  if (parsed?.kind !== 'argon2id') return true;
  const { memoryCost, timeCost, parallelism } = parsed.params;
  return (
    memoryCost !== current.memoryCost ||
    timeCost !== current.timeCost ||
    parallelism !== current.parallelism ||
    parsed.hashLength !== HASH_LENGTH
  );
}

let dummyHash: Promise<string> | undefined;
/** Spend the same work as a real check, so an unknown e-mail is not faster than a wrong password. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(12).toString('hex'));
  await verifyPassword(password, await dummyHash);
}
