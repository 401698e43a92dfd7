import { randomBytes } from 'node:crypto';

const ALPHANUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Lichess-style random id: tournaments use 8 alphanumeric characters. */
export function randomId(length = 8): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += ALPHANUM[b % ALPHANUM.length];
  return out;
}

/** Tokens and codes match `^[A-Za-z0-9_]+$`, with the conventional lio_/liu_ prefixes. */
export function randomSecret(prefix: 'lio' | 'liu'): string {
  return `${prefix}_${randomId(32)}`;
}

/** Lichess user ids are lowercased usernames. */
export function userIdOf(name: string): string {
  return name.trim().toLowerCase();
}

/** Team ids are slugs of the team name (as lila does it). */
export function slugify(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Small deterministic hash, used to simulate games reproducibly. */
export function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
