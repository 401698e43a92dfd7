import { speedOf, type PerfKey } from './users';

export const VARIANT_KEYS = [
  'standard',
  'chess960',
  'crazyhouse',
  'antichess',
  'atomic',
  'horde',
  'kingOfTheHill',
  'racingKings',
  'threeCheck',
  'fromPosition',
] as const;
export type VariantKey = (typeof VARIANT_KEYS)[number];

const VARIANT_NAMES: Record<VariantKey, [name: string, short: string]> = {
  standard: ['Standard', 'Std'],
  chess960: ['Chess960', '960'],
  crazyhouse: ['Crazyhouse', 'Crazy'],
  antichess: ['Antichess', 'Anti'],
  atomic: ['Atomic', 'Atom'],
  horde: ['Horde', 'Horde'],
  kingOfTheHill: ['King of the Hill', 'KotH'],
  racingKings: ['Racing Kings', 'Racing'],
  threeCheck: ['Three-check', '3check'],
  fromPosition: ['From Position', 'FEN'],
};

const PERF_INFO: Record<PerfKey, [name: string, icon: string, position: number]> = {
  ultraBullet: ['UltraBullet', '{', 0],
  bullet: ['Bullet', 'T', 1],
  blitz: ['Blitz', ')', 2],
  rapid: ['Rapid', '#', 3],
  classical: ['Classical', '+', 4],
  correspondence: ['Correspondence', ';', 5],
  chess960: ['Chess960', "'", 6],
  kingOfTheHill: ['King of the Hill', '(', 7],
  threeCheck: ['Three-check', '.', 8],
  antichess: ['Antichess', '@', 9],
  atomic: ['Atomic', '>', 10],
  horde: ['Horde', '_', 11],
  racingKings: ['Racing Kings', '\ue00a', 12],
  crazyhouse: ['Crazyhouse', '\ue00b', 13],
};

/** The perf a tournament is rated in: the variant's, or the speed's for standard chess. */
export function perfKeyOf(variant: VariantKey, limit: number, increment: number): PerfKey {
  if (variant === 'standard' || variant === 'fromPosition') return speedOf(limit, increment);
  return variant;
}

export function perfJson(key: PerfKey) {
  const [name, icon, position] = PERF_INFO[key];
  return { key, name, icon, position };
}

export function variantJson(key: VariantKey) {
  const [name, short] = VARIANT_NAMES[key];
  return { key, name, short };
}
