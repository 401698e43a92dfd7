// Ownership, enforced in core for every organizer and integration call: an organizer manages only
// the tournaments whose organizerId is theirs; an admin manages all (product.md §6).
import { forbidden, notFound } from '@chess-portal/service-kit';
import type { Executor } from '../../db/knex';
import { Tournament, type User } from '../../db/models';
import { isUuid } from '../../shared/http/is-uuid';

export const TOURNAMENT_NOT_FOUND = 'Tournament not found';
export const NOT_YOUR_TOURNAMENT = 'You can only manage your own tournaments';

export const canManage = (user: User, t: Pick<Tournament, 'organizerId'>) =>
  user.role === 'admin' || t.organizerId === user.id;

/**
 * The tournament `id` if `user` may manage it: 404 when it does not exist, 403 when it is someone
 * else's. With `forUpdate` (inside a transaction) the row stays locked until the transaction ends,
 * so two approvals never race on the totals or the allow-list.
 */
export async function loadManagedTournament(
  db: Executor,
  user: User,
  id: unknown,
  options: { forUpdate?: boolean } = {},
): Promise<Tournament> {
  if (!isUuid(id)) throw notFound(TOURNAMENT_NOT_FOUND);
  const query = Tournament.query(db).findById(id);
  if (options.forUpdate) query.forUpdate();
  const tournament = await query;
  if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND);
  if (!canManage(user, tournament)) throw forbidden(NOT_YOUR_TOURNAMENT);
  return tournament;
}
