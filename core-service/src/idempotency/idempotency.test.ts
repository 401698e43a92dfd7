// Idempotency-Key on push, join, approve and commission payment: a retry with the same key gets the
// first answer (status and body) and causes no second effect; the same key with a different body is
// a 422; a 5xx is not kept; keys are per acting user and operation, and expire after a day. A key
// whose first run never answered (a crash) is in progress for a lease only: then a retry finds the
// first run's effect (the registration, the approval) or runs the action again (issue 23).
import { createTournament, createUser } from '../../test/support/factories';
import { organizerWorld, paidSwiss, register, type OrganizerWorld } from '../../test/support/organizer';
import { useTestApp } from '../../test/support/test-app';
import { AuditLogEntry, IdempotencyKey, OrganizerCommission, Registration } from '../db/models';
import {
  IN_PROGRESS_LEASE_MS,
  KEY_IN_PROGRESS,
  KEY_INVALID,
  KEY_REUSED,
  KEY_TTL_MS,
  requestHash,
  settleKey,
} from './services/idempotency-service';

const t = useTestApp({ lichess: true });
let w: OrganizerWorld;
beforeAll(async () => {
  w = await organizerWorld(t);
});
afterEach(() => t.lichess.control('DELETE', '/faults'));

const withKey = (key: string, path: string, body: object, as: string) =>
  t.post(path, body, as).set('Idempotency-Key', key);
const swissesNamed = async (name: string) =>
  ((await t.lichess.control('GET', '/state')) as { swisses: { name: string }[] }).swisses.filter((s) => s.name === name)
    .length;

describe('Idempotency-Key', () => {
  it('push: a retry with the same key gets the first answer, and Lichess gets one tournament', async () => {
    const swiss = await paidSwiss(t, w.anita, { name: 'Retry Swiss' });
    const path = `/organizer/tournaments/${swiss.id}/push`;
    const first = await withKey('push-1', path, {}, w.anita.id).expect(200);
    const retry = await withKey('push-1', path, {}, w.anita.id);
    expect([retry.status, retry.body]).toEqual([200, first.body]);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await swissesNamed('Retry Swiss')).toBe(1);
    expect(await AuditLogEntry.query(t.db).where({ entityId: swiss.id, action: 'tournament.pushed' })).toHaveLength(1);
    // without the key (or with a new one) the action runs again: here, a refusal
    expect((await withKey('push-2', path, {}, w.anita.id)).status).toBe(409);
    // the same key on another tournament is a different request
    const other = await paidSwiss(t, w.anita, { name: 'Other Swiss' });
    const reused = await withKey('push-1', `/organizer/tournaments/${other.id}/push`, {}, w.anita.id);
    expect([reused.status, reused.body]).toEqual([422, { message: KEY_REUSED }]);
  });

  it('push: a 5xx is not kept, so the retry runs the action again', async () => {
    const swiss = await paidSwiss(t, w.anita, { name: 'Flaky Swiss' });
    const path = `/organizer/tournaments/${swiss.id}/push`;
    await t.lichess.fault('/api/swiss/new/chess-school', 500);
    expect((await withKey('flaky-1', path, {}, w.anita.id)).status).toBe(502);
    expect((await withKey('flaky-1', path, {}, w.anita.id)).status).toBe(200);
    expect(await swissesNamed('Flaky Swiss')).toBe(1);
  });

  it('join: one registration for a retried click; a different body with the same key is a 422', async () => {
    const tournament = await createTournament(t.db, { entryFee: '150', startTime: new Date('2026-03-05T12:00:00Z') });
    const path = `/tournaments/${tournament.id}/join`;
    const player = w.players.knight;
    const first = await withKey('join-1', path, { transactionId: 'UPI111122223333' }, player.id);
    expect(first.status).toBe(201);
    const retry = await withKey('join-1', path, { transactionId: 'UPI111122223333' }, player.id);
    expect([retry.status, retry.body]).toEqual([201, first.body]);
    expect(await Registration.query(t.db).where({ tournamentId: tournament.id })).toHaveLength(1);
    const changed = await withKey('join-1', path, { transactionId: 'UPI999988887777' }, player.id);
    expect([changed.status, changed.body]).toEqual([422, { message: KEY_REUSED }]);
    // keys belong to the acting user: another player's same key is their own first request
    // (with a transaction id of their own: one id is refused twice in a tournament)
    const other = await withKey('join-1', path, { transactionId: 'UPI444455556666' }, w.players.queen.id);
    expect(other.status).toBe(201);
    expect(await Registration.query(t.db).where({ tournamentId: tournament.id })).toHaveLength(2);
  });

  it('approve: the retry answers 200 like the first time, instead of "only pending registrations"', async () => {
    const swiss = await paidSwiss(t, w.anita, { name: 'Approve Swiss' });
    const reg = await register(t, swiss, w.players.demo);
    const path = `/organizer/tournaments/${swiss.id}/registrations/${reg.id}/approve`;
    const first = await withKey('approve-1', path, {}, w.anita.id).expect(200);
    const retry = await withKey('approve-1', path, {}, w.anita.id);
    expect([retry.status, retry.body]).toEqual([200, first.body]);
    expect((await t.post(path, {}, w.anita.id)).status).toBe(409);
    expect(await AuditLogEntry.query(t.db).where({ entityId: reg.id, action: 'registration.approved' })).toHaveLength(
      1,
    );
  });

  it('commission payment: the first answer again; a refusal is kept as the first answer too', async () => {
    const tournament = await createTournament(t.db, { organizerId: w.anita.id, status: 'completed' });
    const commission = await OrganizerCommission.query(t.db).insert({
      tournamentId: tournament.id,
      organizerId: w.anita.id,
      commissionAmount: '45.50',
      status: 'pending',
      dueDate: new Date('2026-03-10T00:00:00Z'),
    });
    const path = `/organizer/commissions/${commission.id}/payment`;
    const refused = await withKey('pay-0', path, { transactionId: '' }, w.anita.id);
    expect(refused.status).toBe(400);
    expect((await withKey('pay-0', path, { transactionId: '' }, w.anita.id)).body).toEqual(refused.body);
    const paid = await withKey('pay-1', path, { transactionId: 'UPI998877665544' }, w.anita.id).expect(200);
    t.clock.advance(60_000);
    const retry = await withKey('pay-1', path, { transactionId: 'UPI998877665544' }, w.anita.id);
    expect([retry.status, retry.body]).toEqual([200, paid.body]);
  });

  it('answers 409 while the first request with the key still runs, and forgets keys after a day', async () => {
    const user = await createUser(t.db, { teamVerified: true, lichessUsername: 'KeyKeeper' });
    const tournament = await createTournament(t.db, { entryFee: '0', startTime: new Date('2026-03-05T12:00:00Z') });
    const path = `/tournaments/${tournament.id}/join`;
    await IdempotencyKey.query(t.db).insert({
      userId: user.id,
      operation: 'registration.join',
      key: 'running',
      requestHash: requestHash(path, { transactionId: null }),
      status: null,
      body: null,
      createdAt: t.clock.now(),
      expiresAt: new Date(t.clock.now().getTime() + KEY_TTL_MS),
    });
    const busy = await withKey('running', path, { transactionId: null }, user.id);
    expect([busy.status, busy.body]).toEqual([409, { message: KEY_IN_PROGRESS }]);
    expect(busy.headers['retry-after']).toBe(String(IN_PROGRESS_LEASE_MS / 1000));
    t.clock.advance(KEY_TTL_MS);
    expect((await withKey('running', path, { transactionId: null }, user.id)).status).toBe(201);
  });

  it('refuses a malformed key', async () => {
    const tournament = await createTournament(t.db, { entryFee: '0', startTime: new Date('2026-03-05T12:00:00Z') });
    const path = `/tournaments/${tournament.id}/join`;
    const res = await withKey('x'.repeat(201), path, { transactionId: null }, w.players.queen.id);
    expect([res.status, res.body]).toEqual([400, { message: KEY_INVALID }]);
    expect(await Registration.query(t.db).where({ tournamentId: tournament.id })).toHaveLength(0);
  });

  describe('a first run that never answered (core or the database killed mid-request)', () => {
    /** What a crash between the action's commit and its answer leaves: the key claimed, no answer kept. */
    const unsettle = (userId: string, key: string) =>
      IdempotencyKey.query(t.db).patch({ status: null, body: null }).where({ userId, key });

    it('join: 409 with Retry-After for the lease, then the retry answers the registration the first run made', async () => {
      const tournament = await createTournament(t.db, { entryFee: '150', startTime: new Date('2026-03-05T12:00:00Z') });
      const path = `/tournaments/${tournament.id}/join`;
      const player = await createUser(t.db, { teamVerified: true, lichessUsername: 'RookLift' });
      const body = { transactionId: 'UPI123412341234' };
      const first = await withKey('crash-join', path, body, player.id).expect(201);
      await unsettle(player.id, 'crash-join');

      const busy = await withKey('crash-join', path, body, player.id);
      expect([busy.status, busy.body]).toEqual([409, { message: KEY_IN_PROGRESS }]);
      expect(busy.headers['retry-after']).toBe(String(IN_PROGRESS_LEASE_MS / 1000));
      t.clock.advance(IN_PROGRESS_LEASE_MS - 1000);
      expect((await withKey('crash-join', path, body, player.id)).headers['retry-after']).toBe('1');

      t.clock.advance(1000);
      const retry = await withKey('crash-join', path, body, player.id);
      // the join runs again and finds the registration it made: the same registration, no second one
      expect(retry.status).toBe(200);
      expect(retry.body.registration).toEqual(first.body.registration);
      expect(await Registration.query(t.db).where({ tournamentId: tournament.id })).toHaveLength(1);
      // and that answer is now the key's
      const again = await withKey('crash-join', path, body, player.id);
      expect([again.status, again.body, again.headers['idempotent-replayed']]).toEqual([200, retry.body, 'true']);
    });

    it('join: when the first run did nothing, the retry after the lease joins', async () => {
      const user = await createUser(t.db, { teamVerified: true, lichessUsername: 'CutOff' });
      const tournament = await createTournament(t.db, { entryFee: '0', startTime: new Date('2026-03-05T12:00:00Z') });
      const path = `/tournaments/${tournament.id}/join`;
      await IdempotencyKey.query(t.db).insert({
        userId: user.id,
        operation: 'registration.join',
        key: 'cut-off',
        requestHash: requestHash(path, { transactionId: null }),
        status: null,
        body: null,
        createdAt: t.clock.now(),
        expiresAt: new Date(t.clock.now().getTime() + KEY_TTL_MS),
      });
      expect((await withKey('cut-off', path, { transactionId: null }, user.id)).status).toBe(409);
      t.clock.advance(IN_PROGRESS_LEASE_MS);
      expect((await withKey('cut-off', path, { transactionId: null }, user.id)).status).toBe(201);
      expect(await Registration.query(t.db).where({ tournamentId: tournament.id })).toHaveLength(1);
      // a different request with the key is still a 422, in progress or not
      const other = await withKey('cut-off', path, { transactionId: 'UPI555566667777' }, user.id);
      expect(other.status).toBe(422);
    });

    it('approve: the retry after the lease answers the approval the first run made, once', async () => {
      const swiss = await paidSwiss(t, w.anita, { name: 'Crash Approve Swiss' });
      const reg = await register(t, swiss, w.players.demo);
      const path = `/organizer/tournaments/${swiss.id}/registrations/${reg.id}/approve`;
      const first = await withKey('crash-approve', path, {}, w.anita.id).expect(200);
      await unsettle(w.anita.id, 'crash-approve');
      expect((await withKey('crash-approve', path, {}, w.anita.id)).status).toBe(409);

      t.clock.advance(IN_PROGRESS_LEASE_MS);
      const retry = await withKey('crash-approve', path, {}, w.anita.id);
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual({ ...first.body, warnings: [] });
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(await AuditLogEntry.query(t.db).where({ entityId: reg.id, action: 'registration.approved' })).toHaveLength(
        1,
      );
      // without a key, approving it again is still refused
      expect((await t.post(path, {}, w.anita.id)).status).toBe(409);
    });

    it('approve: a registration approved before the key was claimed is no effect of this key', async () => {
      const swiss = await paidSwiss(t, w.anita, { name: 'Earlier Approve Swiss' });
      const reg = await register(t, swiss, w.players.queen);
      const path = `/organizer/tournaments/${swiss.id}/registrations/${reg.id}/approve`;
      await t.post(path, {}, w.anita.id).expect(200);
      t.clock.advance(1000);
      await IdempotencyKey.query(t.db).insert({
        userId: w.anita.id,
        operation: 'registration.approve',
        key: 'late-key',
        requestHash: requestHash(path, {}),
        status: null,
        body: null,
        createdAt: t.clock.now(),
        expiresAt: new Date(t.clock.now().getTime() + KEY_TTL_MS),
      });
      t.clock.advance(IN_PROGRESS_LEASE_MS);
      const retry = await withKey('late-key', path, {}, w.anita.id);
      expect(retry.status).toBe(409);
      expect(retry.body.message).toMatch(/Only pending registrations can be approved/);
    });

    it('a first run that outlived its lease settles nothing over the run that took the key over', async () => {
      const user = await createUser(t.db, { teamVerified: true, lichessUsername: 'SlowPoke' });
      const tournament = await createTournament(t.db, { entryFee: '0', startTime: new Date('2026-03-05T12:00:00Z') });
      const path = `/tournaments/${tournament.id}/join`;
      const claim = {
        userId: user.id,
        operation: 'registration.join',
        key: 'slow',
        requestHash: requestHash(path, { transactionId: null }),
      };
      const claimedAt = t.clock.now();
      await IdempotencyKey.query(t.db).insert({
        ...claim,
        status: null,
        body: null,
        createdAt: claimedAt,
        expiresAt: new Date(claimedAt.getTime() + KEY_TTL_MS),
      });
      t.clock.advance(IN_PROGRESS_LEASE_MS);
      const retry = await withKey('slow', path, { transactionId: null }, user.id).expect(201);
      // the slow first run ends now: neither its answer nor its release touches the retry's
      await settleKey({ db: t.db, clock: t.clock }, { ...claim, claimedAt }, { status: 500, body: null });
      await settleKey({ db: t.db, clock: t.clock }, { ...claim, claimedAt }, { status: 201, body: { stale: true } });
      const again = await withKey('slow', path, { transactionId: null }, user.id);
      expect([again.status, again.body]).toEqual([201, retry.body]);
    });
  });
});
