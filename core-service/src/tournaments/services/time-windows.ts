// product.md §9 time windows, in one place: when joining closes and when 'Go to Tournament' opens, as
// instants before a tournament's start on core's clock. The browser only shows these instants.
import type { TournamentAccessOpensAt } from '@chess-portal/contracts';

/** Joining closes this long before the start. */
export const JOIN_CLOSES_BEFORE_START_MS = 10 * 60_000;
/** The dashboard's registration card opens 'Go to Tournament' this long before the start. */
export const DASHBOARD_ACCESS_OPENS_BEFORE_START_MS = 15 * 60_000;
/** The registration status page opens 'Go to Tournament' this long before the start. */
export const STATUS_PAGE_ACCESS_OPENS_BEFORE_START_MS = 5 * 60_000;

const before = (start: Date | null | undefined, ms: number): Date | null =>
  start ? new Date(start.getTime() - ms) : null;

/** The instant joining closes, or null when there is no start time (no window). */
export const joinClosesAt = (start: Date | null | undefined): Date | null => before(start, JOIN_CLOSES_BEFORE_START_MS);

/** The instants 'Go to Tournament' opens on each screen, null when there is no start time. */
export function accessOpensAt(start: Date | null | undefined): TournamentAccessOpensAt {
  return {
    dashboard: before(start, DASHBOARD_ACCESS_OPENS_BEFORE_START_MS)?.toISOString() ?? null,
    statusPage: before(start, STATUS_PAGE_ACCESS_OPENS_BEFORE_START_MS)?.toISOString() ?? null,
  };
}
