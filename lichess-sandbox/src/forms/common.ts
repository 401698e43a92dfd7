import type { Conditions } from '../state/conditions';
import { userIdOf } from '../state/ids';
import { VARIANT_KEYS, type VariantKey } from '../state/perfs';
import { type Form, MSG, range } from './form';

export const NB_RATED_GAMES = [0, 5, 10, 15, 20, 30, 40, 50, 75, 100, 150, 200];
export const ACCOUNT_AGES = [1, 3, 7, 14, 30, 60, 90, 180, 365, 730, 1095];
export const MIN_RATINGS = range(1000, 2600, 100);
export const MAX_RATINGS = range(800, 2200, 100);
export const MAX_ALLOW_LIST = 5000;

const GREAT_PLAYERS = ['Capablanca', 'Alekhine', 'Lasker', 'Morphy', 'Anderssen', 'Tal', 'Petrosian', 'Botvinnik'];
const NAME_CHARS = /^[\p{L}\p{N}\s\-:.,;'°ª+]+$/u;

/** Tournament name: optional (a great player's name is used), 2–30 characters (35 if verified). */
export function tournamentName(form: Form, verified: boolean, fallback?: string): string | undefined {
  const name = form.text('name', { min: 2, max: verified ? 35 : 30 });
  if (name === undefined) {
    if (form.errors.name) return undefined;
    return fallback ?? GREAT_PLAYERS[Math.floor(Math.random() * GREAT_PLAYERS.length)];
  }
  if (!NAME_CHARS.test(name)) return form.fail('name', MSG.invalid);
  if (/lichess/i.test(name)) return form.fail('name', 'Must not contain "lichess"');
  return name;
}

export function variant(form: Form): VariantKey {
  const v = form.raw('variant')?.trim();
  if (!v) return 'standard';
  if ((VARIANT_KEYS as readonly string[]).includes(v)) return v as VariantKey;
  form.fail('variant', MSG.invalid);
  return 'standard';
}

/** Usernames separated by commas or newlines, matched case-insensitively; `%titled` kept as is. */
export function allowList(form: Form): string[] | undefined {
  const raw = form.raw('conditions.allowList');
  if (raw === undefined) return undefined;
  const names = [...new Set(raw.split(/[,\n\r]+/).map((n) => n.trim()).filter(Boolean))];
  if (names.length === 0) return undefined;
  if (names.length > MAX_ALLOW_LIST) return form.fail('conditions.allowList', MSG.maxLength(MAX_ALLOW_LIST));
  return names.map((n) => (n.toLowerCase() === '%titled' ? '%titled' : userIdOf(n)));
}

/** The conditions every tournament form shares; arena and swiss add their own. */
export function commonConditions(form: Form): Conditions {
  const c: Conditions = {
    minRating: form.number('conditions.minRating.rating', { oneOf: MIN_RATINGS }),
    maxRating: form.number('conditions.maxRating.rating', { oneOf: MAX_RATINGS }),
    nbRatedGame: form.number('conditions.nbRatedGame.nb', { oneOf: NB_RATED_GAMES }),
    accountAge: form.number('conditions.accountAge', { oneOf: ACCOUNT_AGES }),
    allowList: allowList(form),
  };
  return Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined)) as Conditions;
}

/** A FEN forces an unrated tournament. */
export function position(form: Form): string | undefined {
  const fen = form.raw('position')?.trim();
  return fen ? fen : undefined;
}

/** 15s and 0+1 variant tournaments cannot be rated. */
export function ratedAllowed(v: VariantKey, limitSeconds: number, increment: number): boolean {
  if (v === 'standard') return true;
  return !(limitSeconds === 15 || (limitSeconds === 0 && increment === 1));
}
