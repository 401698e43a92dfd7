// Demo data for local runs (`SEED_DEMO=true` on an empty database; never in production): the three
// demo logins and a few tournaments of the demo organizer, with times relative to the clock.
import type { Knex } from 'knex';
import type { Clock } from '../src/shared/clock';
import type { Db } from '../src/db/knex';
import { OrganizerCommission, Registration, Tournament, User } from '../src/db/models';
import { hashPassword } from '../src/accounts/services/password';
import { demoTournaments } from './demo-tournaments';

export const demoLogins = {
  admin: { email: 'admin@example.com', password: 'admin123', username: 'admin' },
  organizer: { email: 'organizer@example.com', password: 'organizer123', username: 'organizer' },
  player: { email: 'player@example.com', password: 'player123', username: 'player' },
} as const;

export type DemoIds = { adminId: string; organizerId: string; playerId: string; tournamentIds: string[] };

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
    return {
      adminId: users.admin.id,
      organizerId: users.organizer.id,
      playerId: users.player.id,
      tournamentIds: tournaments.map((t) => t.id),
    };
  });
}

/** True when no user exists yet (the start script seeds only then). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  return !(await User.query(db).first());
}
