import { userIdOf } from './ids';

export const STANDARD_PERFS = ['ultraBullet', 'bullet', 'blitz', 'rapid', 'classical', 'correspondence'] as const;
export const VARIANT_PERFS = [
  'chess960',
  'crazyhouse',
  'antichess',
  'atomic',
  'horde',
  'kingOfTheHill',
  'racingKings',
  'threeCheck',
] as const;
export type StandardPerf = (typeof STANDARD_PERFS)[number];
export type PerfKey = StandardPerf | (typeof VARIANT_PERFS)[number];
export const TITLES = ['GM', 'WGM', 'IM', 'WIM', 'FM', 'WFM', 'NM', 'CM', 'WCM', 'WNM', 'LM', 'BOT'] as const;
export type Title = (typeof TITLES)[number];

export interface Perf {
  games: number;
  rating: number;
  rd: number;
  prog: number;
  prov?: boolean;
}

export interface SandboxUser {
  id: string;
  username: string;
  title?: Title;
  createdAt: number;
  seenAt: number;
  disabled?: boolean;
  tosViolation?: boolean;
  verified?: boolean;
  patronColor?: number;
  flair?: string;
  perfs: Partial<Record<PerfKey, Perf>>;
  bio?: string;
}

/** A rating given as a number is an established rating; `{ rating, games, prov }` spells it out. */
export type RatingSeed = number | { rating: number; games?: number; prov?: boolean };

export interface UserSeed {
  username: string;
  title?: Title;
  disabled?: boolean;
  tosViolation?: boolean;
  verified?: boolean;
  patronColor?: number;
  flair?: string;
  bio?: string;
  createdAt?: number;
  ratings?: Partial<Record<PerfKey, RatingSeed>>;
}

const USERNAME = /^[a-zA-Z0-9][a-zA-Z0-9_-]{0,28}[a-zA-Z0-9]$/;

export function isValidUsername(name: string): boolean {
  return USERNAME.test(name);
}

function perfFrom(seed: RatingSeed | undefined): Perf {
  if (seed === undefined) return { games: 0, rating: 1500, rd: 500, prog: 0, prov: true };
  const s = typeof seed === 'number' ? { rating: seed } : seed;
  const games = s.games ?? 120;
  const prov = s.prov ?? games < 10;
  return { games, rating: Math.round(s.rating), rd: prov ? 230 : 60, prog: 0, ...(prov ? { prov: true } : {}) };
}

export function makeUser(seed: UserSeed, now: number): SandboxUser {
  if (!isValidUsername(seed.username)) throw new Error(`Invalid username: ${seed.username}`);
  const perfs: SandboxUser['perfs'] = {};
  for (const key of STANDARD_PERFS) perfs[key] = perfFrom(seed.ratings?.[key]);
  for (const key of VARIANT_PERFS) if (seed.ratings?.[key] !== undefined) perfs[key] = perfFrom(seed.ratings[key]);
  return {
    id: userIdOf(seed.username),
    username: seed.username,
    title: seed.title,
    createdAt: seed.createdAt ?? now - 400 * 86_400_000,
    seenAt: now - 3_600_000,
    disabled: seed.disabled,
    tosViolation: seed.tosViolation,
    verified: seed.verified,
    patronColor: seed.patronColor,
    flair: seed.flair,
    bio: seed.bio,
    perfs,
  };
}

export function isBot(user: SandboxUser): boolean {
  return user.title === 'BOT';
}

/** Which perf a clock belongs to, by Lichess's estimate (limit + 40 × increment seconds). */
export function speedOf(limitSeconds: number, incrementSeconds: number): StandardPerf {
  const estimate = limitSeconds + 40 * incrementSeconds;
  if (estimate < 30) return 'ultraBullet';
  if (estimate < 180) return 'bullet';
  if (estimate < 480) return 'blitz';
  if (estimate < 1500) return 'rapid';
  return 'classical';
}

export function perfOf(user: SandboxUser, key: PerfKey): Perf {
  return user.perfs[key] ?? perfFrom(undefined);
}
