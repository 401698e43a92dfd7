// The organizer's registrations list (product.md §2 Registration management): filtered by status,
// searched by the player's name, e-mail, Lichess name or the transaction id, and paged in the
// database; the counts (tournaments/services/registration-counts.ts) are over the whole tournament, whatever the filters.
import type { OrganizerRegistrations, PaymentStatus } from '@chess-portal/contracts';
import type { QueryBuilder } from 'objection';
import type { Executor } from '../../db/knex';
import { Registration, type User } from '../../db/models';
import { fetchPage, likePattern, type PageRequest } from '../../shared/http/paging';
import type { ServiceDeps } from '../../service-deps';
import { loadManagedTournament } from '../../tournaments/services/organizer-access';
import { organizerTournamentView } from '../../tournaments/services/tournament-views';
import { registrationCounts } from '../../tournaments/services/registration-counts';
import { liveLichessChecks, registrationViews } from './organizer-registrations';

export type RegistrationFilter = { status?: PaymentStatus; q?: string };

/** The tournament's registrations matching `filter`, oldest first, each with its player. */
export function filteredRegistrations(
  db: Executor,
  tournamentId: string,
  { status, q }: RegistrationFilter,
): QueryBuilder<Registration> {
  const query = Registration.query(db)
    .select('registrations.*')
    .joinRelated('player')
    .where('registrations.tournamentId', tournamentId)
    .withGraphFetched('player')
    .modifyGraph('player', (p) => p.select('id', 'username', 'email', 'lichessUsername', 'lichessVerified'));
  if (status) query.where('registrations.paymentStatus', status);
  if (q) {
    const like = likePattern(q);
    query.where((w) =>
      w
        .where('player.username', 'ilike', like)
        .orWhere('player.email', 'ilike', like)
        .orWhere('player.lichessUsername', 'ilike', like)
        .orWhere('registrations.paymentId', 'ilike', like),
    );
  }
  return query.orderBy('registrations.registeredAt', 'asc').orderBy('registrations.id', 'asc');
}

/**
 * Without page or limit, GET /organizer/tournaments/{id}/registrations answers up to this many rows: a
 * tournament holds at most 1,000 players (product.md §9), so Copy Approved still gets every approved one.
 */
export const UNPAGED_REGISTRATIONS = 1000;

/** GET /organizer/tournaments/{id}/registrations: the first UNPAGED_REGISTRATIONS without page or limit (product.md §7). */
export async function listOrganizerRegistrations(
  { db, lichess, clock, logger }: Pick<ServiceDeps, 'db' | 'lichess' | 'clock' | 'logger'>,
  actor: User,
  tournamentId: string,
  filter: RegistrationFilter & PageRequest,
): Promise<OrganizerRegistrations> {
  const t = await loadManagedTournament(db, actor, tournamentId);
  const { rows, paging } = await fetchPage(filteredRegistrations(db, t.id, filter), filter, {
    unpagedLimit: UNPAGED_REGISTRATIONS,
  });
  // joined ticks, and fair play: the page's registrants Lichess reports closed or marked
  const fairPlay = await liveLichessChecks({ db, lichess, clock, logger }, t, rows);
  return {
    success: true,
    tournament: await organizerTournamentView(db, t),
    registrations: await registrationViews(db, rows, fairPlay),
    paging,
    counts: await registrationCounts(db, t.id),
  };
}
