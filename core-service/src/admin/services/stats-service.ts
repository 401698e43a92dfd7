// The admin dashboard numbers, computed from the database.
import type { AdminStats } from '@chess-portal/contracts';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { adminUpi } from '../../commissions/services/tournament-commission';

const ACTIVE_TOURNAMENT = ['registration', 'open', 'live'];

async function count(query: Knex.QueryBuilder): Promise<number> {
  const row = (await query.count({ n: '*' }).first()) as { n: string | number } | undefined;
  return Number(row?.n ?? 0);
}

export async function getAdminStats(db: Db): Promise<AdminStats> {
  const commissions = () => db('organizerCommissions');
  const [totalUsers, totalOrganizers, activeTournaments, pendingApplications, pendingCommissions, overdueCommissions] =
    await Promise.all([
      count(db('users')),
      count(db('users').where('role', 'organizer')),
      count(db('tournaments').whereIn('status', ACTIVE_TOURNAMENT)),
      count(db('organizerApplications').where('status', 'pending')),
      count(commissions().where('status', 'pending')),
      count(commissions().where('status', 'overdue')),
    ]);
  const amount = (await commissions()
    .whereIn('status', ['pending', 'overdue'])
    .first(db.raw('coalesce(sum(commission_amount), 0)::numeric(12,2)::text as total'))) as { total: string };
  return {
    totalUsers,
    totalOrganizers,
    activeTournaments,
    pendingApplications,
    pendingCommissions,
    totalCommissionsAmount: amount.total,
    overdueCommissions,
    adminUpiSet: (await adminUpi(db)) !== null,
  };
}
