// Rows for tests, inserted through the models with sensible defaults.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/knex';
import { OrganizerApplication, OrganizerCommission, Registration, Tournament, User } from '../../src/db/models';
import { hashPassword } from '../../src/accounts/services/password';

const hashes = new Map<string, Promise<string>>();
/** Password hashing is deliberately slow; reuse one hash per password within a test file. */
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

const unique = () => randomBytes(4).toString('hex');

export async function createUser(db: Db, overrides: Partial<User> & { password?: string } = {}): Promise<User> {
  const suffix = unique();
  const { password = 'secret123', ...rest } = overrides;
  return User.query(db).insert({
    username: `user_${suffix}`,
    email: `user_${suffix}@example.com`,
    ...rest,
    password: await hashOnce(password),
  });
}

export async function createTournament(db: Db, overrides: Partial<Tournament> = {}): Promise<Tournament> {
  return Tournament.query(db).insert({
    name: `Tournament ${unique()}`,
    format: 'rapid',
    timeControl: '10+0',
    system: 'swiss',
    maxPlayers: 16,
    startTime: new Date('2026-03-05T12:00:00.000Z'),
    ...overrides,
  });
}

export async function createRegistration(
  db: Db,
  tournamentId: string,
  playerId: string,
  overrides: Partial<Registration> = {},
) {
  return Registration.query(db).insert({ tournamentId, playerId, ...overrides });
}

export async function createCommission(db: Db, tournament: Tournament, overrides: Partial<OrganizerCommission> = {}) {
  return OrganizerCommission.query(db).insert({
    tournamentId: tournament.id,
    organizerId: tournament.organizerId!,
    commissionAmount: '10.00',
    ...overrides,
  });
}

export async function createApplication(db: Db, userId: string, overrides: Partial<OrganizerApplication> = {}) {
  return OrganizerApplication.query(db).insert({
    userId,
    applicationNote: 'I run a chess club.',
    upiId: 'club@upi',
    ...overrides,
  });
}

/** Many rows in a few statements (the 500-row lists of the paging tests), with their ids in insertion order. */
export async function insertRows(
  db: Db,
  table: string,
  rows: Record<string, unknown>[],
  chunk = 200,
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += chunk) {
    const inserted = await db
      .table(table)
      .insert(rows.slice(i, i + chunk))
      .returning<{ id: string }[]>('id');
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

/** Sets (or with null, removes) the admin's UPI id, ADMIN_UPI, where organizers pay commissions. */
export async function setAdminUpi(db: Db, value: string | null): Promise<void> {
  await db('globalSettings').where({ key: 'ADMIN_UPI' }).delete();
  if (value) await db('globalSettings').insert({ key: 'ADMIN_UPI', value });
}
