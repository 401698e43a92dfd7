// Every list answers at most its documented maximum (docs/performance.md): each is seeded with more rows
// than that maximum and asked without paging, and with the largest page it allows.
import { responseValidator } from '@chess-portal/contracts/openapi';
import { createUser, insertRows } from '../../../../test/support/factories';
import { useTestApp } from '../../../../test/support/test-app';
import type { User } from '../../../db/models';
import { UNPAGED_REGISTRATIONS } from '../../../registrations/services/registration-list-service';
import { REUSED_PAGE } from '../../../registrations/services/transaction-ids';
import {
  DETAIL_APPROVED_PLAYERS,
  DETAIL_REGISTRATIONS,
} from '../../../registrations/services/organizer-tournament-detail';
import { APPROVED_NAMES_MAX } from '../../../registrations/services/approved-players-service';
import { AUDIT_PAGE_MAX } from '../../../audit/services/audit-service';
import { UNPAGED_LIMIT } from '../../../shared/http/paging';

const t = useTestApp();
/** more than UNPAGED_LIMIT, and more registrations (a full tournament of 1,000 and 20) than any page answers */
const USERS = 1020;

let admin: User;
let organizer: User;
let big: string;
beforeAll(async () => {
  admin = await createUser(t.db, { role: 'admin' });
  organizer = await createUser(t.db, { role: 'organizer' });
  const users = await insertRows(
    t.db,
    'users',
    Array.from({ length: USERS }, (_, n) => ({
      username: `bound_${n}`,
      email: `bound${n}@club.example`,
      password: 'not-a-login',
      created_at: new Date(Date.UTC(2026, 0, 1, 0, n)),
    })),
  );
  const base = { format: 'blitz', time_control: '3+2', system: 'arena', organizer_id: organizer.id };
  const tournaments = await insertRows(
    t.db,
    'tournaments',
    Array.from({ length: UNPAGED_LIMIT + 20 }, (_, n) => ({
      ...base,
      name: `Bounded ${n}`,
      max_players: 50,
      start_time: new Date(Date.UTC(2026, 1, 1)),
      status: 'completed',
    })),
  );
  await insertRows(
    t.db,
    'organizer_commissions',
    tournaments.map((tournamentId, n) => ({
      tournament_id: tournamentId,
      organizer_id: organizer.id,
      commission_amount: '10.00',
      status: 'pending',
      organizer_transaction_id: `TXN${String(n).padStart(4, '0')}`,
      due_date: new Date(Date.UTC(2026, 2, 1, 0, n)),
    })),
  );
  [big] = await insertRows(t.db, 'tournaments', [
    { ...base, name: 'Big', max_players: USERS, start_time: new Date(Date.UTC(2026, 3, 1)), status: 'open' },
  ]);
  // every player in the big one; the first REUSED_PAGE + 10 paid with a commission's transaction id (reused)
  await insertRows(
    t.db,
    'registrations',
    users.map((playerId, n) => ({
      tournament_id: big,
      player_id: playerId,
      payment_status: 'approved',
      registered_at: new Date(Date.UTC(2026, 0, 2, 0, 0, n)),
      payment_id: n < REUSED_PAGE + 10 ? `TXN${String(n).padStart(4, '0')}` : null,
    })),
  );
  await insertRows(
    t.db,
    'audit_log',
    Array.from({ length: AUDIT_PAGE_MAX + 10 }, (_, n) => ({
      action: 'setting.changed',
      entity_type: 'setting',
      entity_id: `KEY_${n}`,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, n)),
    })),
    500,
  );
});

const as = async (userId: string, path: string) => {
  const res = await t.get(path, userId);
  expect(res.status).toBe(200);
  return res.body;
};

describe('unpaged lists answer at most their documented maximum', () => {
  it('GET /admin/users: 100 users a page, without a password hash', async () => {
    const users = await as(admin.id, '/admin/users');
    expect(users).toHaveLength(UNPAGED_LIMIT);
    expect(responseValidator('core', 'get', '/admin/users', 200)!(users)).toBe(true);
    for (const u of users) expect(Object.keys(u)).not.toEqual(expect.arrayContaining(['password']));
    expect(JSON.stringify(users)).not.toMatch(/not-a-login|password/i);
    const last = await as(admin.id, `/admin/users?page=11&limit=100`);
    expect(last).toHaveLength(USERS + 2 - 1000);
    expect((await t.get('/admin/users?limit=101', admin.id)).status).toBe(400);
  });

  it('GET /admin/commissions: 100 a page, with the tournament name only', async () => {
    const commissions = await as(admin.id, '/admin/commissions');
    expect(commissions).toHaveLength(UNPAGED_LIMIT);
    expect(commissions[0].tournament).toEqual({ name: 'Bounded 0' });
    expect(await as(admin.id, '/admin/commissions?page=2')).toHaveLength(20);
  });

  it('GET /organizer/commissions and GET /organizer/tournaments: 100 without paging', async () => {
    expect((await as(organizer.id, '/organizer/commissions')).commissions).toHaveLength(UNPAGED_LIMIT);
    const tournaments = await as(organizer.id, '/organizer/tournaments');
    expect(tournaments.tournaments).toHaveLength(UNPAGED_LIMIT);
    expect(tournaments.paging).toMatchObject({ page: 1, limit: UNPAGED_LIMIT, total: UNPAGED_LIMIT + 21 });
  });

  it('GET /organizer/tournaments/{id}/registrations: 100 without paging, 100 a page, by number or keyset', async () => {
    const all = await as(organizer.id, `/organizer/tournaments/${big}/registrations?status=approved`);
    expect(responseValidator('core', 'get', '/organizer/tournaments/{id}/registrations', 200)!(all)).toBe(true);
    expect(all.registrations).toHaveLength(UNPAGED_REGISTRATIONS);
    expect(all.counts.approved).toBe(USERS);
    expect(JSON.stringify(all).length).toBeLessThan(256 * 1024);
    const page = await as(organizer.id, `/organizer/tournaments/${big}/registrations?limit=100&page=11`);
    expect(page.registrations).toHaveLength(USERS - 1000);
    expect(page.next).toBeNull();
    expect((await t.get(`/organizer/tournaments/${big}/registrations?limit=101`, organizer.id)).status).toBe(400);
    // keyset: every registration once, in order, 100 at a time
    let first = await as(organizer.id, `/organizer/tournaments/${big}/registrations`);
    const seen: string[] = first.registrations.map((r: { id: string }) => r.id);
    let next: string | null = first.next;
    let pages = 1;
    while (next) {
      first = await as(organizer.id, `/organizer/tournaments/${big}/registrations?after=${encodeURIComponent(next)}`);
      expect(first.registrations.length).toBeLessThanOrEqual(UNPAGED_REGISTRATIONS);
      seen.push(...first.registrations.map((r: { id: string }) => r.id));
      next = first.next;
      pages += 1;
    }
    expect(pages).toBe(11);
    expect(new Set(seen).size).toBe(USERS);
    expect(first.paging).toMatchObject({ page: 11, total: USERS });
    expect((await t.get(`/organizer/tournaments/${big}/registrations?after=nonsense`, organizer.id)).status).toBe(400);
  });

  it('GET /organizer/tournaments/{id}: the first 100 registrations and the first 100 approved players, ~100 KB', async () => {
    const res = await t.get(`/organizer/tournaments/${big}`, organizer.id);
    expect(res.status).toBe(200);
    expect(responseValidator('core', 'get', '/organizer/tournaments/{id}', 200)!(res.body)).toBe(true);
    expect(res.body.registrations).toHaveLength(DETAIL_REGISTRATIONS);
    expect(res.body.approvedPlayers).toHaveLength(DETAIL_APPROVED_PLAYERS);
    expect(res.body.approvedPlayers[0]).toEqual({
      registrationId: expect.any(String),
      playerId: expect.any(String),
      username: 'bound_0',
      lichessUsername: null,
      lichessJoined: false,
    });
    expect(Buffer.byteLength(res.text)).toBeLessThan(128 * 1024);
  });

  it('GET /organizer/tournaments/{id}/approved-names: every approved name (at most 1,000), names only', async () => {
    const res = await t.get(`/organizer/tournaments/${big}/approved-names`, organizer.id);
    expect(res.status).toBe(200);
    expect(responseValidator('core', 'get', '/organizer/tournaments/{id}/approved-names', 200)!(res.body)).toBe(true);
    expect(res.body.count).toBe(APPROVED_NAMES_MAX);
    expect(res.body.names.slice(0, 2)).toEqual(['bound_0', 'bound_1']);
    expect(Buffer.byteLength(res.text)).toBeLessThan(32 * 1024);
    expect((await t.get(`/organizer/tournaments/${big}/approved-names`, admin.id)).status).toBe(200);
    const stranger = await createUser(t.db, { role: 'organizer' });
    expect([403, 404]).toContain((await t.get(`/organizer/tournaments/${big}/approved-names`, stranger.id)).status);
  });

  it('GET /organizer/tournaments/{id}/approved-names and the tournament page read each player by its key, never all users', async () => {
    for (const path of [`/organizer/tournaments/${big}/approved-names`, `/organizer/tournaments/${big}`]) {
      const seen: { sql: string; bindings: unknown[] }[] = [];
      const onQuery = (q: { sql: string; bindings: unknown[] }) => seen.push(q);
      t.db.on('query', onQuery);
      try {
        expect((await t.get(path, organizer.id)).status).toBe(200);
      } finally {
        t.db.off('query', onQuery);
      }
      const approved = seen.find((q) => q.sql.includes('cross join lateral'));
      expect(approved).toBeDefined();
      // the query as the database saw it ($n placeholders), asked again for its plan
      const sql = approved!.sql.replace(/\$\d+/g, '?');
      const { rows } = (await t.db.raw(`explain ${sql}`, approved!.bindings as never)) as {
        rows: Record<string, string>[];
      };
      const plan = rows.map((r) => Object.values(r)[0]).join('\n');
      expect(plan).toMatch(/Index Scan using users_pkey on users/);
      expect(plan).not.toMatch(/Seq Scan on users|Hash Join/);
    }
  });

  it('GET /admin/transaction-ids/reused: 50 ids a page, then the rest after the cursor', async () => {
    const first = await as(admin.id, '/admin/transaction-ids/reused');
    expect(responseValidator('core', 'get', '/admin/transaction-ids/reused', 200)!(first)).toBe(true);
    expect(first.reused).toHaveLength(REUSED_PAGE);
    expect(first.reused[0]).toMatchObject({ transactionId: 'TXN0000', uses: [{}, {}] });
    expect(first.next).toBe(`TXN${String(REUSED_PAGE - 1).padStart(4, '0')}`);
    const rest = await as(admin.id, `/admin/transaction-ids/reused?after=${first.next}`);
    expect(rest).toMatchObject({ next: null });
    expect(rest.reused).toHaveLength(10);
  });

  it('GET /admin/transaction-ids/reused: the kept use counts follow every write of a use, as a full recount would', async () => {
    const counts = () =>
      t.db('transaction_id_use_counts').select('transaction_id', 'uses').orderBy('transaction_id') as Promise<
        unknown[]
      >;
    // a withdrawn registration no longer uses its id; a payout's id counts normalised; a commission's id cleared
    await t.db('registrations').where({ payment_id: 'TXN0000' }).update({ payment_status: 'withdrawn' });
    await t.db('organizer_commissions').where({ organizer_transaction_id: 'TXN0001' }).update({
      organizer_transaction_id: null,
    });
    const [player] = await insertRows(t.db, 'users', [
      { username: 'payout_to', email: 'payout@club.example', password: 'x' },
    ]);
    await insertRows(t.db, 'payouts', [
      { tournament_id: big, player_id: player, amount: '5.00', status: 'sent', upi_transaction_id: 'txn 0002' },
    ]);
    const page = await as(admin.id, '/admin/transaction-ids/reused');
    expect(page.reused[0].transactionId).toBe('TXN0002');
    expect(page.reused[0].uses).toHaveLength(3);
    const kept = await counts();
    await t.db.raw('select recount_transaction_id_uses()');
    expect(await counts()).toEqual(kept);
  });

  it('GET /admin/audit-log: at most 200 entries a page, and whether more follow', async () => {
    const page = await as(admin.id, `/admin/audit-log?limit=${AUDIT_PAGE_MAX}`);
    expect(page.entries).toHaveLength(AUDIT_PAGE_MAX);
    expect(page.more).toBe(true);
    expect((await t.get(`/admin/audit-log?limit=${AUDIT_PAGE_MAX + 1}`, admin.id)).status).toBe(400);
    const rest = await as(admin.id, `/admin/audit-log?limit=${AUDIT_PAGE_MAX}&before=${page.next}`);
    expect(rest).toMatchObject({ more: false, next: null });
    expect(rest.entries).toHaveLength(10);
  });
});
