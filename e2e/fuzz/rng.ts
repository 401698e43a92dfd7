// A small seeded PRNG (mulberry32) with the helpers the generator needs, so a seed replays a run.
export type Rng = {
  /** a float in [0, 1) */
  next(): number;
  /** an integer in [min, max] */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** `length` characters drawn from `alphabet` */
  chars(length: number, alphabet?: string): string;
  shuffle<T>(items: readonly T[]): T[];
  /** a fresh generator derived from this one (so one part's draws do not shift another's) */
  fork(): Rng;
};

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const rng: Rng = {
    next,
    int,
    pick: (items) => {
      if (!items.length) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)];
    },
    chance: (p) => next() < p,
    chars: (length, alphabet = ALNUM) => {
      let out = '';
      for (let i = 0; i < length; i++) out += alphabet[int(0, alphabet.length - 1)];
      return out;
    },
    shuffle: (items) => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(0, i);
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
    fork: () => createRng(int(0, 0xffffffff)),
  };
  return rng;
}

/** A uuid v4 shaped string drawn from the generator (not a real random uuid). */
export function uuidFrom(rng: Rng): string {
  const hex = rng.chars(32, '0123456789abcdef').split('');
  hex[12] = '4';
  hex[16] = '89ab'[rng.int(0, 3)];
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
