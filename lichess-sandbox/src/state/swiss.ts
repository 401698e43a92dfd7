import type { Conditions } from './conditions';
import type { VariantKey } from './perfs';
import type { ResultRow } from './results';
import type { TourStatus } from './arena';

/** roundInterval value that means "rounds are scheduled by hand" */
export const MANUAL_ROUNDS = 99_999_999;

export interface SwissGame {
  white: string;
  /** null: a bye for `white` */
  black: string | null;
  result?: 'white' | 'black' | 'draw' | 'bye';
}

export interface SwissPlayer {
  userId: string;
  joinedAt: number;
  absent: boolean;
}

export interface SwissSettings {
  name: string;
  clock: { limit: number; increment: number };
  nbRounds: number;
  startsAt: number;
  roundInterval: number;
  variant: VariantKey;
  rated: boolean;
  description?: string;
  password?: string;
  position?: string;
  chatFor: number;
  forbiddenPairings: string;
  manualPairings: string;
  conditions: Conditions;
}

export interface Swiss extends SwissSettings {
  kind: 'swiss';
  id: string;
  teamId: string;
  createdBy: string;
  createdAt: number;
  /** startsAt as created; the start is postponed while fewer than 2 players are present */
  originalStartsAt: number;
  players: Map<string, SwissPlayer>;
  status: TourStatus;
  round: number;
  /** end of the ongoing round, or null between rounds */
  roundEndsAt: number | null;
  /** start of the next round, or null (manual scheduling, or none planned) */
  nextRoundAt: number | null;
  rounds: SwissGame[][];
  finishedAt?: number;
  given?: ResultRow[];
}

/** Simulated length of one round: both players use their whole clock (limit + 40 moves of increment). */
export function roundDurationMs(s: Swiss): number {
  return 2 * (s.clock.limit + 40 * s.clock.increment) * 1000;
}

/** The pause between rounds; -1 (auto) picks a short pause for fast clocks, as lila does. */
export function intervalMs(s: Swiss): number {
  if (s.roundInterval >= 0) return s.roundInterval * 1000;
  const estimate = s.clock.limit + 40 * s.clock.increment;
  return (estimate < 180 ? 10 : estimate < 600 ? 30 : 60) * 1000;
}

export function activePlayers(s: Swiss): SwissPlayer[] {
  return [...s.players.values()].filter((p) => !p.absent);
}

export function finishSwiss(s: Swiss, at: number, given?: ResultRow[]): void {
  s.status = 'finished';
  s.finishedAt = at;
  s.roundEndsAt = null;
  s.nextRoundAt = null;
  if (given) s.given = given;
}

export function isOngoingRound(s: Swiss): boolean {
  return s.status === 'started' && s.roundEndsAt !== null;
}
