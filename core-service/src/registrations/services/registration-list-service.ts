// The organizer's registrations list (product.md §2 Registration management): filtered by status,
// searched by the player's name, e-mail, Lichess name or the transaction id, and paged in the
// database; the counts (tournaments/services/registration-counts.ts) are over the whole tournament, whatever the filters.
import type { OrganizerRegistrations, PageInfo, PaymentStatus } from '@chess-portal/contracts';
import type { QueryBuilder } from 'objection';
import type { Executor } from '../../db/knex';
import { Registration, type User } from '../../db/models';
import { fetchPage, likePattern, pageInfo, type PageRequest } from '../../shared/http/paging';
import { isUuid } from '../../shared/http/is-uuid';
import { badRequest } from '@chess-portal/service-kit';
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
 * GET /organizer/tournaments/{id}/registrations answers at most this many rows without page or limit, and 100 a page
 * (the largest `limit`): ~550 bytes a row with its player and checks, so an answer stays near 55 KB, far under
 * 256 KB (docs/performance.md). A tournament of 1,000 players is read in pages, by number or by keyset (`after`:
 * the answer's `next`). Copy Approved reads GET .../approved-names (names only).
 */
export const UNPAGED_REGISTRATIONS = 100;

/** The keyset of a registration in the list's order: registered_at (µs) and id. */
const cursorOf = (r: Registration) => `${r.registeredAt.toISOString()}_${r.id}`;

function parseCursor(after: string): [string, string] {
  const [at, id] = after.split('_');
  if (!at || !id || Number.isNaN(Date.parse(at)) || !isUuid(id)) throw badRequest('Invalid after: not a list cursor');
  return [at, id];
}

/**
 * GET /organizer/tournaments/{id}/registrations: a page by number (`page`, `limit`; the first UNPAGED_REGISTRATIONS
 * without) or by keyset (`after`), each with `next`, the cursor of the rows that follow (null on the last page).
 */
export async function listOrganizerRegistrations(
  { db, lichess, clock, logger }: Pick<ServiceDeps, 'db' | 'lichess' | 'clock' | 'logger'>,
  actor: User,
  tournamentId: string,
  filter: RegistrationFilter & PageRequest & { after?: string },
): Promise<OrganizerRegistrations> {
  const t = await loadManagedTournament(db, actor, tournamentId);
  const size = filter.limit ?? UNPAGED_REGISTRATIONS;
  let rows: Registration[];
  let paging: PageInfo;
  if (filter.after) {
    const [at, id] = parseCursor(filter.after);
    const matching = filteredRegistrations(db, t.id, filter);
    const total = await matching.clone().resultSize();
    const before = await matching
      .clone()
      .whereRaw('(registrations.registered_at, registrations.id) <= (?::timestamptz, ?::uuid)', [at, id])
      .resultSize();
    rows = (await matching
      .clone()
      .whereRaw('(registrations.registered_at, registrations.id) > (?::timestamptz, ?::uuid)', [at, id])
      .limit(size)) as Registration[];
    paging = pageInfo(Math.floor(before / size) + 1, size, total);
    paging.page = Math.min(paging.page, Math.max(paging.pages, 1));
  } else {
    ({ rows, paging } = await fetchPage(filteredRegistrations(db, t.id, filter), filter, {
      unpagedLimit: UNPAGED_REGISTRATIONS,
    }));
  }
  const last = rows[rows.length - 1];
  const shownTo = filter.after ? undefined : (paging.page - 1) * paging.limit + rows.length;
  const more = last && (shownTo === undefined ? rows.length === size : shownTo < paging.total);
  // joined ticks, and fair play: the page's registrants Lichess reports closed or marked
  const fairPlay = await liveLichessChecks({ db, lichess, clock, logger }, t, rows);
  return {
    success: true,
    tournament: await organizerTournamentView(db, t),
    registrations: await registrationViews(db, rows, fairPlay),
    paging,
    counts: await registrationCounts(db, t.id),
    next: more ? cursorOf(last) : null,
  };
}
