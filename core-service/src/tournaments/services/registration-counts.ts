// The registration counts (product.md §3 "Registration counts"): the one definition every screen uses.
// `registered` is the tournament's `registrationCount` (organizer list and detail, public view, the
// registrations page): the registrations that hold a seat. The breakdown by status is over every
// registration of the tournament, whatever a list's filters.
import type { RegistrationCounts } from '@chess-portal/contracts';
import type { QueryBuilder } from 'objection';
import type { Executor } from '../../db/knex';
import { INACTIVE_PAYMENT_STATUSES, OrganizerCommission, Registration, Tournament } from '../../db/models';

/** The statuses a registrations list filters by (common.yaml RegistrationStatusFilter): each has its count. */
export const REGISTRATION_STATUSES = ['pending', 'approved', 'rejected', 'revoked', 'withdrawn'] as const;

/** A registration in one of these frees its seat: it counts in `total` and its own status, never in `registered`. */
export const SEAT_FREEING_STATUSES = INACTIVE_PAYMENT_STATUSES;

/** The column `registrationCount` of a tournaments query: its seat-holding registrations. */
export function registrationCountColumn(): QueryBuilder<Registration> {
  return Tournament.relatedQuery('registrations')
    .whereNotIn('paymentStatus', SEAT_FREEING_STATUSES)
    .count()
    .as('registrationCount') as unknown as QueryBuilder<Registration>;
}

/** One tournament's `registrationCount`. */
export async function registeredCount(db: Executor, tournamentId: string): Promise<number> {
  return Registration.query(db)
    .where('tournamentId', tournamentId)
    .whereNotIn('paymentStatus', SEAT_FREEING_STATUSES)
    .resultSize();
}

/** Every registration of the tournament by status, `registered` and `total` with them. */
export async function registrationCounts(db: Executor, tournamentId: string): Promise<RegistrationCounts> {
  const rows = (await Registration.query(db)
    .where('tournamentId', tournamentId)
    .select('paymentStatus')
    .count('* as n')
    .groupBy('paymentStatus')) as unknown as { paymentStatus: string; n: number | string }[];
  const counts: RegistrationCounts = {
    total: 0,
    registered: 0,
    pending: 0,
    approved: 0,
    rejected: 0,
    revoked: 0,
    withdrawn: 0,
  };
  for (const { paymentStatus, n } of rows) {
    // count() is bigint: a string from pg, a number from PGlite
    const count = Number(n);
    counts.total += count;
    if (!(SEAT_FREEING_STATUSES as string[]).includes(paymentStatus)) counts.registered += count;
    // the legacy 'paid' is never written by the portal; it holds a seat, so it counts in registered only
    if (paymentStatus !== 'paid' && paymentStatus in counts) counts[paymentStatus as keyof RegistrationCounts] += count;
  }
  return counts;
}

/**
 * The commission status each tournament shows (product.md §10): that of its commission once the tournament
 * completed with one (pending, overdue, confirmed), else the tournament's own (pending).
 */
export async function commissionStatuses(db: Executor, tournamentIds: string[]): Promise<Map<string, string>> {
  if (!tournamentIds.length) return new Map();
  const rows = await OrganizerCommission.query(db)
    .whereIn('tournamentId', tournamentIds)
    .select('tournamentId', 'status');
  return new Map(rows.map((c) => [c.tournamentId, c.status]));
}
