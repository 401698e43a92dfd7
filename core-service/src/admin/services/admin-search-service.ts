// The admin's lists paged on the server: users, organizer applications and commissions,
// each searched and filtered in the database and answered one page at a time.
import type {
  AdminApplicationPage,
  AdminCommissionPage,
  AdminUserPage,
  ApplicationStatus,
  CommissionStatus,
  Role,
} from '@chess-portal/contracts';
import type { Db } from '../../db/knex';
import { OrganizerApplication, OrganizerCommission, User } from '../../db/models';
import { COMMISSION_ORGANIZER_COLUMNS, toAdminCommissions } from '../../commissions/services/admin-commission-service';
import { fetchPage, likePattern, type PageRequest } from '../../shared/http/paging';
import { ADMIN_USER_COLUMNS, toAdminUser } from './admin-user-service';
import { toAdminApplication } from './application-review-service';

type Search = PageRequest & { q?: string };

/** Newest first; q matches username, e-mail or Lichess name. */
export async function searchUsers(
  db: Db,
  filter: Search & { role?: Role; active?: 'true' | 'false' },
): Promise<AdminUserPage> {
  const query = User.query(db).select(...ADMIN_USER_COLUMNS.map((c) => `users.${c}`));
  if (filter.q) {
    const like = likePattern(filter.q);
    query.where((w) =>
      w.where('username', 'ilike', like).orWhere('email', 'ilike', like).orWhere('lichessUsername', 'ilike', like),
    );
  }
  if (filter.role) query.where('role', filter.role);
  if (filter.active) query.where('isActive', filter.active === 'true');
  query.orderBy('createdAt', 'desc').orderBy('id', 'desc');
  const { rows, paging } = await fetchPage(query, filter);
  return { items: rows.map(toAdminUser), paging };
}

/** Newest first; q matches the applicant's username, e-mail or Lichess name. */
export async function searchApplications(
  db: Db,
  filter: Search & { status?: ApplicationStatus },
): Promise<AdminApplicationPage> {
  const query = OrganizerApplication.query(db)
    .select('organizer_applications.*')
    .joinRelated('user')
    .withGraphFetched('user');
  if (filter.status) query.where('organizer_applications.status', filter.status);
  if (filter.q) {
    const like = likePattern(filter.q);
    query.where((w) =>
      w
        .where('user.username', 'ilike', like)
        .orWhere('user.email', 'ilike', like)
        .orWhere('user.lichessUsername', 'ilike', like),
    );
  }
  query.orderBy('organizer_applications.createdAt', 'desc').orderBy('organizer_applications.id', 'desc');
  const { rows, paging } = await fetchPage(query, filter);
  return { items: rows.map(toAdminApplication), paging };
}

/** Soonest due first (no due date last); q matches organizer username, tournament name or transaction id. */
export async function searchCommissions(
  db: Db,
  filter: Search & { status?: CommissionStatus },
): Promise<AdminCommissionPage> {
  const query = OrganizerCommission.query(db)
    .select('organizer_commissions.*')
    .joinRelated('[organizer, tournament]')
    .withGraphFetched('[organizer, tournament]')
    .modifyGraph('organizer', (q) => q.select(...COMMISSION_ORGANIZER_COLUMNS))
    .modifyGraph('tournament', (q) => q.select('id', 'name'));
  if (filter.status) query.where('organizer_commissions.status', filter.status);
  if (filter.q) {
    const like = likePattern(filter.q);
    query.where((w) =>
      w
        .where('organizer.username', 'ilike', like)
        .orWhere('tournament.name', 'ilike', like)
        .orWhere('organizer_commissions.organizerTransactionId', 'ilike', like),
    );
  }
  query
    .orderByRaw('organizer_commissions.due_date asc nulls last')
    .orderBy('organizer_commissions.createdAt', 'desc')
    .orderBy('organizer_commissions.id', 'desc');
  const { rows, paging } = await fetchPage(query, filter);
  return { items: await toAdminCommissions(db, rows), paging };
}
