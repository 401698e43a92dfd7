import { CheckViolationError, ForeignKeyViolationError, UniqueViolationError } from 'objection';
import { createApplication, createRegistration, createTournament, createUser } from '../../test/support/factories';
import { useTestApp } from '../../test/support/test-app';
import { mapError } from '../shared/errors';
import { GlobalSetting, Puzzle, PuzzleCompetition, Registration, Session, Tournament, User } from './models';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { migrateLatest, migrationNames } from './migrate';

const t = useTestApp();

const SPEC_TABLES = [
  'users',
  'tournaments',
  'registrations',
  'matches',
  'standings',
  'payouts',
  'organizer_applications',
  'global_settings',
  'organizer_commissions',
  'puzzle_competitions',
  'puzzles',
  'puzzle_competition_registrations',
  'live_event_progress',
  'puzzle_attempts',
];
const SERVER_TABLES = ['sessions', 'password_resets', 'email_outbox', 'audit_log', 'rate_limits'];

async function columnTypes(table: string): Promise<Record<string, string>> {
  const rows = await t
    .db('information_schema.columns')
    .select('columnName', 'dataType', 'numericPrecision', 'numericScale')
    .where({ tableName: table })
    .whereRaw('table_schema = current_schema()');
  return Object.fromEntries(
    rows.map(
      (r: { columnName: string; dataType: string; numericPrecision: number | null; numericScale: number | null }) => [
        r.columnName,
        r.dataType === 'numeric' ? `numeric(${r.numericPrecision},${r.numericScale})` : r.dataType,
      ],
    ),
  );
}

describe('migrations', () => {
  it('list every file of core-service/migrations, in the order of their names', () => {
    const files = readdirSync(path.join(__dirname, '../../migrations'))
      .filter((f) => /\.(ts|js)$/.test(f))
      .map((f) => f.replace(/\.(ts|js)$/, ''))
      .sort();
    expect(migrationNames).toEqual(files);
  });

  it('create every table of product.md §3 and the server tables', async () => {
    const rows = await t
      .db('information_schema.tables')
      .select('tableName')
      .whereRaw('table_schema = current_schema()');
    const names = rows.map((r: { tableName: string }) => r.tableName);
    expect(names).toEqual(expect.arrayContaining([...SPEC_TABLES, ...SERVER_TABLES]));
  });

  it('are already complete: running them again does nothing', async () => {
    expect(await migrateLatest(t.db)).toEqual([]);
  });

  it('use uuid ids, numeric money and points, jsonb, text[] and timestamptz', async () => {
    const tournaments = await columnTypes('tournaments');
    expect(tournaments).toMatchObject({
      id: 'uuid',
      entry_fee: 'numeric(10,2)',
      prize_pool: 'numeric(10,2)',
      results: 'jsonb',
      start_time: 'timestamp with time zone',
      organizer_id: 'uuid',
    });
    expect(await columnTypes('standings')).toMatchObject({ points: 'numeric(3,1)', tiebreaks: 'jsonb' });
    expect(await columnTypes('puzzle_competitions')).toMatchObject({ themes: 'ARRAY' });
    expect(await columnTypes('users')).toMatchObject({
      lichess_access_token: 'text',
      lichess_refresh_token: 'text',
      lichess_connected_username: 'text',
    });
  });

  it('apply the product.md defaults', async () => {
    const user = await createUser(t.db);
    const fresh = await User.query(t.db).findById(user.id);
    expect(fresh).toMatchObject({
      role: 'player',
      lichessVerified: false,
      teamVerified: false,
      isVerified: false,
      isActive: true,
    });
    const tournament = await Tournament.query(t.db).findById((await createTournament(t.db)).id);
    expect(tournament).toMatchObject({
      status: 'registration',
      currentRound: 0,
      roundInterval: 60,
      lichessIntegration: false,
      manualPairing: false,
      entryFee: '0.00',
      totalCollected: '0.00',
      commissionDue: '0.00',
      commissionStatus: 'pending',
    });
    const registration = await Registration.query(t.db).findById(
      (await createRegistration(t.db, tournament!.id, user.id)).id,
    );
    expect(registration).toMatchObject({
      paymentStatus: 'pending',
      checkedIn: false,
      lichessJoined: false,
      teamVerified: false,
    });
    expect(registration!.registeredAt).toBeInstanceOf(Date);
  });

  it('seed GLOBAL_COMMISSION_PERCENT = 10 and leave ADMIN_UPI unset', async () => {
    const settings = await GlobalSetting.query(t.db);
    expect(settings.find((s) => s.key === 'GLOBAL_COMMISSION_PERCENT')?.value).toBe('10');
    expect(settings.find((s) => s.key === 'ADMIN_UPI')).toBeUndefined();
  });

  it('keep e-mails and usernames unique, and a duplicate e-mail maps to 409', async () => {
    const user = await createUser(t.db);
    const duplicate = await createUser(t.db, { email: user.email }).catch((e: unknown) => e);
    expect(duplicate).toBeInstanceOf(UniqueViolationError);
    expect(mapError(duplicate)).toMatchObject({ status: 409, message: 'Email already registered' });
    const sameName = await createUser(t.db, { username: user.username }).catch((e: unknown) => e);
    expect(mapError(sameName)).toMatchObject({ status: 409, message: 'Username already taken' });
  });

  it('allow one live registration per player and tournament, but a new one after a rejection', async () => {
    const player = await createUser(t.db);
    const tournament = await createTournament(t.db);
    await createRegistration(t.db, tournament.id, player.id, { paymentStatus: 'rejected' });
    await createRegistration(t.db, tournament.id, player.id);
    const again = await createRegistration(t.db, tournament.id, player.id, { paymentStatus: 'approved' }).catch(
      (e: unknown) => e,
    );
    expect(again).toBeInstanceOf(UniqueViolationError);
    expect(mapError(again)).toMatchObject({ status: 409, message: 'You are already registered for this tournament' });
  });

  it('delete registrations with their tournament and puzzles with their competition', async () => {
    const organizer = await createUser(t.db, { role: 'organizer' });
    const tournament = await createTournament(t.db, { organizerId: organizer.id });
    await createRegistration(t.db, tournament.id, (await createUser(t.db)).id);
    const competition = await PuzzleCompetition.query(t.db).insert({
      title: 'Daily tactics',
      organizerId: organizer.id,
      themes: ['fork', 'pin'],
    });
    await Puzzle.query(t.db).insert({
      competitionId: competition.id,
      fen: '8/8/8/8/8/8/8/K6k w - - 0 1',
      solution: 'a1a2',
    });
    expect((await PuzzleCompetition.query(t.db).findById(competition.id))?.themes).toEqual(['fork', 'pin']);

    await Tournament.query(t.db).deleteById(tournament.id);
    await PuzzleCompetition.query(t.db).deleteById(competition.id);
    expect(await Registration.query(t.db).where('tournamentId', tournament.id)).toHaveLength(0);
    expect(await Puzzle.query(t.db).where('competitionId', competition.id)).toHaveLength(0);
  });

  it('refuse rows pointing at missing users, and values outside the allowed sets', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const orphan = await createApplication(t.db, missing).catch((e: unknown) => e);
    expect(orphan).toBeInstanceOf(ForeignKeyViolationError);
    expect(mapError(orphan)?.status).toBe(409);
    const badRole = await createUser(t.db, { role: 'superuser' as never }).catch((e: unknown) => e);
    expect(badRole).toBeInstanceOf(CheckViolationError);
    expect(mapError(badRole)).toMatchObject({ status: 400, message: 'Invalid input' });
  });

  it("end a user's sessions when the user row is deleted", async () => {
    const user = await createUser(t.db);
    await Session.query(t.db).insert({
      sid: 'cascade-session-1',
      userId: user.id,
      data: { userId: user.id },
      expiresAt: new Date('2030-01-01'),
    });
    await User.query(t.db).deleteById(user.id);
    expect(await Session.query(t.db).findById('cascade-session-1')).toBeUndefined();
  });
});
