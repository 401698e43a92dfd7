// Demo data for local runs (`SEED_DEMO=true` on an empty database; never in production): the three
// demo logins and a few tournaments of the demo organizer (one live now, the demo player registered),
// with times relative to the clock; and a second organizer, deactivated for an overdue commission
// (product.md §9), so the admin's Overdue Commissions have a row to show.
import type { Knex } from 'knex';
import type { Clock } from '../src/shared/clock';
import type { Db } from '../src/db/knex';
import { OrganizerCommission, Registration, Tournament, User } from '../src/db/models';
import { deactivateUser } from '../src/accounts/services/account-status';
import { recordAudit } from '../src/audit/services/audit-service';
import { hashPassword } from '../src/accounts/services/password';
import { demoTournaments, lateOrganizerTournament } from './demo-tournaments';

export const demoLogins = {
  admin: { email: 'admin@example.com', password: 'admin123', username: 'admin' },
  organizer: { email: 'organizer@example.com', password: 'organizer123', username: 'organizer' },
  player: { email: 'player@example.com', password: 'player123', username: 'player' },
} as const;

/** The organizer whose commission is overdue: deactivated, not one of the printed logins. */
export const lateOrganizer = { email: 'late.organizer@example.com', username: 'late_organizer' } as const;

export type DemoIds = {
  adminId: string;
  organizerId: string;
  playerId: string;
  tournamentIds: string[];
  liveTournamentId: string;
  lateOrganizerId: string;
  overdueCommissionId: string;
};

async function insertUsers(trx: Knex.Transaction, now: Date) {
  const { admin, organizer, player } = demoLogins;
  const user = async (login: { email: string; password: string; username: string }, extra: Partial<User>) =>
    User.query(trx).insert({
      email: login.email,
      username: login.username,
      password: await hashPassword(login.password),
      createdAt: now,
      updatedAt: now,
      ...extra,
    });
  // the demo accounts stand for people who signed in with Lichess: their names are proven
  return {
    admin: await user(admin, { role: 'admin', isVerified: true }),
    organizer: await user(organizer, {
      role: 'organizer',
      isVerified: true,
      upiId: 'organizer@okaxis',
      lichessUsername: 'DemoOrganizer',
      lichessVerified: true,
    }),
    player: await user(player, {
      role: 'player',
      lichessUsername: 'DemoPlayer',
      lichessVerified: true,
      teamVerified: true,
    }),
  };
}

async function insertCompletedTournamentExtras(trx: Knex.Transaction, completed: Tournament, playerId: string) {
  await Registration.query(trx).insert({
    tournamentId: completed.id,
    playerId,
    paymentStatus: 'approved',
    paymentId: 'UPI4206913370',
    registeredAt: new Date(completed.startTime!.getTime() - 2 * 86_400_000),
    approvedAt: new Date(completed.startTime!.getTime() - 86_400_000),
    approverId: completed.organizerId,
  });
  await OrganizerCommission.query(trx).insert({
    tournamentId: completed.id,
    organizerId: completed.organizerId!,
    commissionAmount: completed.commissionDue,
    status: 'pending',
    dueDate: completed.commissionDueDate,
    createdAt: completed.endTime!,
  });
}

async function insertLiveTournamentExtras(trx: Knex.Transaction, live: Tournament, playerId: string) {
  await Registration.query(trx).insert({
    tournamentId: live.id,
    playerId,
    paymentStatus: 'approved',
    teamVerified: true,
    registeredAt: new Date(live.startTime!.getTime() - 86_400_000),
    approvedAt: new Date(live.startTime!.getTime() - 86_400_000),
  });
}

/** The second organizer, their completed tournament, its overdue commission and the deactivation. */
async function insertOverdueCommission(trx: Knex.Transaction, now: Date) {
  const organizer = await User.query(trx).insert({
    email: lateOrganizer.email,
    username: lateOrganizer.username,
    password: await hashPassword(`${lateOrganizer.username}-${now.getTime()}`),
    role: 'organizer',
    isVerified: true,
    upiId: 'late.organizer@okicici',
    createdAt: new Date(now.getTime() - 30 * 86_400_000),
    updatedAt: now,
  });
  const t = await Tournament.query(trx).insert(lateOrganizerTournament(now, organizer.id));
  const commission = await OrganizerCommission.query(trx).insert({
    tournamentId: t.id,
    organizerId: organizer.id,
    commissionAmount: t.commissionDue,
    status: 'overdue',
    dueDate: t.commissionDueDate,
    createdAt: t.endTime!,
  });
  // what markOverdueCommissions records when the due date passes
  const at = t.commissionDueDate!;
  await recordAudit(trx, {
    actorId: null,
    action: 'commission.overdue',
    entityType: 'commission',
    entityId: commission.id,
    before: { status: 'pending' },
    after: { status: 'overdue' },
    at,
  });
  await deactivateUser(trx, organizer, 'unpaid_commission', { actorId: null, at });
  return { organizerId: organizer.id, tournamentId: t.id, commissionId: commission.id };
}

/** Seeds the demo logins and tournaments in one transaction; returns their ids. */
export async function seedDemo(db: Db, clock: Clock): Promise<DemoIds> {
  const now = clock.now();
  return db.transaction(async (trx) => {
    const users = await insertUsers(trx, now);
    const tournaments = [];
    for (const t of demoTournaments(now, users.organizer.id)) {
      tournaments.push(await Tournament.query(trx).insert(t));
    }
    const completed = tournaments.find((t) => t.status === 'completed')!;
    await insertCompletedTournamentExtras(trx, completed, users.player.id);
    const live = tournaments.find((t) => t.status === 'live')!;
    await insertLiveTournamentExtras(trx, live, users.player.id);
    const late = await insertOverdueCommission(trx, now);
    return {
      adminId: users.admin.id,
      organizerId: users.organizer.id,
      playerId: users.player.id,
      tournamentIds: [...tournaments.map((t) => t.id), late.tournamentId],
      liveTournamentId: live.id,
      lateOrganizerId: late.organizerId,
      overdueCommissionId: late.commissionId,
    };
  });
}

/** True when no user exists yet (the start script seeds only then). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  return !(await User.query(db).first());
}
