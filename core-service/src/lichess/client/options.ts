// The values Lichess's tournament forms accept (ENDPOINTS.md §4, §5). Checking them before the call
// gives a clear sentence instead of a form error, and keeps half-valid tournaments off Lichess.
import { LichessError } from './errors';
import type { EntryConditions, TournamentClock } from './types';

const range = (from: number, to: number, step: number) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/** Arena clock times in minutes (the form's clockTime). */
export const ARENA_CLOCK_MINUTES = [0, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4, 5, 6, 7, 8, 10, 15, 20, 25, 30, 40, 50, 60];
export const ARENA_INCREMENTS = [0, 1, 2, 3, 4, 5, 6, 7, 10, 15, 20, 25, 30, 40, 50, 60];
export const ARENA_MINUTES = [...range(20, 60, 5), ...range(70, 120, 10), ...range(150, 360, 30), ...range(420, 600, 60), 720];
export const SWISS_CLOCK_LIMITS = [0, 15, 30, 45, 60, 90, ...range(120, 480, 60), ...range(600, 2700, 300), ...range(3000, 10800, 600)];
export const SWISS_ROUND_INTERVALS = [-1, 5, 10, 20, 30, 45, 60, 120, 180, 300, 600, 900, 1200, 1800, 2700, 3600, 86400, 172800, 604800];
/** roundInterval meaning "rounds are scheduled by hand" */
export const MANUAL_ROUNDS = 99_999_999;
export const MIN_RATINGS = range(1000, 2600, 100);
export const MAX_RATINGS = range(800, 2200, 100);
export const NB_RATED_GAMES = [0, 5, 10, 15, 20, 30, 40, 50, 75, 100, 150, 200];
export const MAX_ALLOW_LIST = 5000;

function invalid(message: string): never {
  throw new LichessError('invalid-input', message);
}

export function oneOf(value: number, allowed: number[], what: string, unit = ''): number {
  if (!allowed.includes(value)) invalid(`Lichess does not accept ${value}${unit} as ${what}. Allowed: ${allowed.join(', ')}${unit}.`);
  return value;
}

/** The smallest allowed Arena duration that is at least `minutes` (capped at 720). */
export function arenaMinutesAtLeast(minutes: number): number {
  return ARENA_MINUTES.find((m) => m >= minutes) ?? ARENA_MINUTES[ARENA_MINUTES.length - 1];
}

export function checkName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length < 2 || trimmed.length > 30) invalid('Lichess tournament names must be 2 to 30 characters long.');
  if (!/^[\p{L}\p{N}\s\-:.,;'°ª+]+$/u.test(trimmed)) {
    invalid("Lichess tournament names may only contain letters, digits, spaces and - : . , ; ' ° ª +");
  }
  if (/lichess/i.test(trimmed)) invalid('Lichess tournament names must not contain "lichess".');
  return trimmed;
}

export function checkClockTotal(clock: TournamentClock): void {
  if (clock.limitSeconds + clock.incrementSeconds <= 0) invalid('The clock needs a time or an increment.');
}

/** conditions.* fields; an empty allow-list means "no list" (Lichess has no empty list). */
export function conditionFields(c: EntryConditions = {}): Record<string, string | number | undefined> {
  const names = [...new Set((c.allowList ?? []).map((n) => n.trim()).filter(Boolean))];
  if (names.length > MAX_ALLOW_LIST) invalid(`Lichess allows at most ${MAX_ALLOW_LIST} names on an allow-list.`);
  return {
    'conditions.allowList': names.length ? names.join(',') : undefined,
    'conditions.minRating.rating': c.minRating === undefined ? undefined : oneOf(c.minRating, MIN_RATINGS, 'a minimum rating'),
    'conditions.maxRating.rating': c.maxRating === undefined ? undefined : oneOf(c.maxRating, MAX_RATINGS, 'a maximum rating'),
    'conditions.nbRatedGame.nb': c.minRatedGames === undefined ? undefined : oneOf(c.minRatedGames, NB_RATED_GAMES, 'a number of rated games'),
  };
}
