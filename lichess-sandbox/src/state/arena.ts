import type { Conditions } from './conditions';
import type { VariantKey } from './perfs';
import type { ResultRow } from './results';

export type TourStatus = 'created' | 'started' | 'finished';

export interface ArenaPlayer {
  userId: string;
  joinedAt: number;
  /** paused (after the start) */
  withdraw: boolean;
}

/** Everything the create / update form sets. */
export interface ArenaSettings {
  name: string;
  clock: { limit: number; increment: number };
  minutes: number;
  startsAt: number;
  variant: VariantKey;
  rated: boolean;
  berserkable: boolean;
  streakable: boolean;
  hasChat: boolean;
  description?: string;
  password?: string;
  position?: string;
  conditions: Conditions;
}

export interface Arena extends ArenaSettings {
  kind: 'arena';
  id: string;
  createdBy: string;
  createdAt: number;
  players: Map<string, ArenaPlayer>;
  status: TourStatus;
  finishedAt?: number;
  /** results set through /_sandbox/ (otherwise simulated) */
  given?: ResultRow[];
}

export function arenaFullName(name: string): string {
  return /\barena$/i.test(name) ? name : `${name} Arena`;
}

export function arenaEndsAt(a: Arena): number {
  return a.finishedAt ?? a.startsAt + a.minutes * 60_000;
}

export function finishArena(a: Arena, at: number, given?: ResultRow[]): void {
  a.status = 'finished';
  a.finishedAt = at;
  if (given) a.given = given;
}

/** Move the Arena along the clock: created → started at startsAt → finished after `minutes`. */
export function advanceArena(a: Arena, now: number): void {
  if (a.status === 'created' && now >= a.startsAt) a.status = 'started';
  if (a.status === 'started' && now >= a.startsAt + a.minutes * 60_000) {
    finishArena(a, a.startsAt + a.minutes * 60_000);
  }
}

/**
 * Apply an update: conditions are replaced (teamMember kept); clock, variant and start only change while
 * created. Players no longer on the allow-list are withdrawn while the Arena has not started.
 */
export function applyArenaUpdate(a: Arena, next: ArenaSettings, admits: (userId: string) => boolean): void {
  const created = a.status === 'created';
  a.name = next.name;
  a.rated = next.rated;
  a.password = next.password;
  a.berserkable = next.berserkable;
  a.streakable = next.streakable;
  a.hasChat = next.hasChat;
  a.description = next.description;
  a.minutes = next.minutes;
  a.conditions = { ...next.conditions, teamMember: a.conditions.teamMember };
  if (created) {
    a.clock = next.clock;
    a.variant = next.variant;
    a.position = next.position;
    a.startsAt = next.startsAt;
    for (const id of [...a.players.keys()]) if (!admits(id)) a.players.delete(id);
  }
}
