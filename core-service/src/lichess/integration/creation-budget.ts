// Lichess's daily budget of tournament creations per account, tracked here so a push that would exceed
// it is refused before calling Lichess, with a sentence saying how long to wait (docs/lichess.md
// "Creation budget"). The numbers are the Lichess API's documented limits (ENDPOINTS.md §4 and §5:
// 12 public Arenas or 24 private ones a day, 12 Swiss a day, one budget shared by both), written as
// Lichess keeps them: credits per account and day (240), each creation costing its share.
// Every creation the portal sends reserves its cost first (a row in lichess_creations, taken under a
// per-account lock, so two pushes at once cannot both take the last credits); a creation Lichess
// certainly did not make gives it back. A creation whose answer was lost keeps it (it may exist).
import { tooManyRequests } from '@chess-portal/service-kit';
import { creationBudgetSpent } from '@chess-portal/contracts';
import { LichessCreation, type User } from '../../db/models';
import type { LichessDeps } from '../deps';

export const CREATION_CREDITS_PER_DAY = 240;
/** Credits per creation: 240 / 12 public Arenas, 240 / 24 private ones (password or team only), 240 / 12 Swiss. */
export const CREATION_COST = { arenaPublic: 20, arenaPrivate: 10, swiss: 20 } as const;
const DAY_MS = 24 * 3_600_000;

/** Whose budget: the platform account's, or the organizer's own Lichess account's. */
export function creationAccount(organizer: User | undefined, token: string | undefined): string {
  const own = organizer?.lichessConnectedUsername?.toLowerCase();
  return token && own ? `lichess:${own}` : 'platform';
}

export function creationCost(kind: 'arena' | 'swiss', opts: { password?: string; teamMember?: string } = {}): number {
  if (kind === 'swiss') return CREATION_COST.swiss;
  return opts.password || opts.teamMember ? CREATION_COST.arenaPrivate : CREATION_COST.arenaPublic;
}

/** Credits spent by `account` in the last 24 hours, oldest first. */
async function spentToday(deps: LichessDeps, db: LichessDeps['db'], account: string) {
  const since = new Date(deps.clock.now().getTime() - DAY_MS);
  return LichessCreation.query(db)
    .where({ account })
    .where('createdAt', '>', since)
    .orderBy('createdAt', 'asc')
    .select('cost', 'createdAt');
}

/** The day's credits: LICHESS_CREATION_CREDITS_PER_DAY, else Lichess's. */
const creditsPerDay = (deps: LichessDeps): number =>
  deps.config?.lichessCreationCreditsPerDay ?? CREATION_CREDITS_PER_DAY;

/** What is left of `account`'s budget now, and when the oldest spending of today is forgotten. */
export async function creationBudget(deps: LichessDeps, account: string): Promise<{ left: number }> {
  const rows = await spentToday(deps, deps.db, account);
  return { left: creditsPerDay(deps) - rows.reduce((sum, r) => sum + r.cost, 0) };
}

/**
 * Reserves `cost` credits of `account`'s budget for one creation (answers the reservation's id), or
 * refuses with 429, Retry-After and a sentence when it would exceed the day's budget.
 */
export async function reserveCreation(
  deps: LichessDeps,
  account: string,
  cost: number,
  tournamentId: string | null,
): Promise<string> {
  return deps.db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`lichess-creation:${account}`]);
    const now = deps.clock.now();
    const rows = await spentToday(deps, trx, account);
    let spent = rows.reduce((sum, r) => sum + r.cost, 0);
    const perDay = creditsPerDay(deps);
    if (spent + cost > perDay) {
      // the first moment enough of today's spending is over
      let freeAt = now.getTime() + DAY_MS;
      for (const row of rows) {
        spent -= row.cost;
        if (spent + cost <= perDay) {
          freeAt = row.createdAt.getTime() + DAY_MS;
          break;
        }
      }
      const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
      throw tooManyRequests(creationBudgetSpent(account === 'platform', seconds), seconds);
    }
    const row = await LichessCreation.query(trx).insert({ account, cost, tournamentId, createdAt: now });
    return row.id;
  });
}

/** Gives a reservation back: Lichess certainly did not create that tournament. */
export async function releaseCreation(deps: LichessDeps, id: string): Promise<void> {
  await LichessCreation.query(deps.db).deleteById(id);
}
