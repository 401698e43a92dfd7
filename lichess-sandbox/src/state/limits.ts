/**
 * Lichess's budgets that the platform can run into ([lila] numbers from ENDPOINTS.md). Switch them off
 * with PUT /_sandbox/settings {"limits": false} for load-style demos.
 */
export const LIMITS = {
  /** tournament-creation credits per user and day, shared by Arena and Swiss */
  creationCreditsPerDay: 240,
  arenaPublicCost: 20,
  arenaPrivateCost: 5,
  swissCost: 5,
  /** first joins of user-created Arenas cost 2 from 8/hour and 30/day */
  arenaJoinCost: 2,
  arenaJoinPerHour: 8,
  arenaJoinPerDay: 30,
  swissJoinPerHour: 4,
  swissJoinPerDay: 12,
  /** streaming downloads at once per client IP */
  concurrentStreams: 2,
  bulkUsers: 300,
  statusIds: 100,
  tokenTest: 1000,
} as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Sliding-window counters keyed by e.g. 'swiss-join:alice'. */
export class Budgets {
  private spent = new Map<string, Array<{ at: number; cost: number }>>();

  private used(key: string, windowMs: number, now: number): number {
    return (this.spent.get(key) ?? []).filter((e) => e.at > now - windowMs).reduce((s, e) => s + e.cost, 0);
  }

  /** Spend `cost` if every window still has room; false (and nothing spent) otherwise. */
  trySpend(key: string, cost: number, windows: Array<[max: number, windowMs: number]>, now: number): boolean {
    if (windows.some(([max, w]) => this.used(key, w, now) + cost > max)) return false;
    const list = (this.spent.get(key) ?? []).filter((e) => e.at > now - DAY);
    list.push({ at: now, cost });
    this.spent.set(key, list);
    return true;
  }

  /** Milliseconds until `cost` fits in every window again (0 when it fits now). */
  waitFor(key: string, cost: number, windows: Array<[max: number, windowMs: number]>, now: number): number {
    let wait = 0;
    for (const [max, windowMs] of windows) {
      const entries = (this.spent.get(key) ?? []).filter((e) => e.at > now - windowMs);
      let used = entries.reduce((s, e) => s + e.cost, 0);
      for (const e of entries) {
        if (used + cost <= max) break;
        used -= e.cost;
        wait = Math.max(wait, e.at + windowMs - now);
      }
    }
    return wait;
  }

  clear(): void {
    this.spent.clear();
  }
}

export const WINDOWS = { HOUR, DAY };
