// The money CSV is read in keyset batches (EXPORT_BATCH_SIZE; 4 here) and written as it is read: every
// tournament once, in the view's order (latest start first, no start last, then newest created, then id;
// ties included), the totals exact, the download's headers; never one query for all tournaments.
import { parse } from 'csv-parse/sync';
import type { Knex } from 'knex';
import { createUser, insertRows } from '../../../../test/support/factories';
import { useTestApp } from '../../../../test/support/test-app';
import type { User } from '../../../db/models';

const t = useTestApp();
const N = 13;
const BATCH = 4;

let organizer: User;
let admin: User;
beforeAll(async () => {
  organizer = await createUser(t.db, { role: 'organizer' });
  admin = await createUser(t.db, { role: 'admin' });
  const other = await createUser(t.db, { role: 'organizer' });
  // four without a start (two created at one instant), three sharing one start, the rest apart
  const start = (n: number) => (n < 4 ? null : n < 7 ? '2026-04-01T10:00:00Z' : `2026-03-${10 + (n % 15)}T10:00:00Z`);
  const created = (n: number) => (n < 2 ? '2026-01-01T00:00:00Z' : `2026-01-0${(n % 7) + 2}T00:00:00.00012${n % 10}Z`);
  const tournament = (n: number, organizerId: string) => ({
    name: n === 5 ? '+SUM(A1), "quoted"' : `Money ${String(n).padStart(2, '0')}`,
    format: 'rapid',
    time_control: '10+0',
    system: 'swiss',
    max_players: 16,
    status: 'completed',
    organizer_id: organizerId,
    start_time: start(n),
    created_at: created(n),
    total_collected: `${n * 100}.${String(n).padStart(2, '0')}`,
  });
  await insertRows(t.db, 'tournaments', [
    ...Array.from({ length: N }, (_, n) => tournament(n, organizer.id)),
    tournament(99, other.id),
  ]);
  t.config.exportBatch = BATCH;
});
afterAll(() => {
  t.config.exportBatch = undefined;
});

/** The tournament batches (`from tournaments t … limit`) read while `run` runs. */
async function batchQueries(run: () => Promise<unknown>): Promise<number> {
  let seen = 0;
  const listen = (q: Knex.Sql) => {
    if (/from tournaments t\b/.test(q.sql) && /\blimit\b/.test(q.sql)) seen += 1;
  };
  t.db.on('query', listen);
  try {
    await run();
  } finally {
    t.db.off('query', listen);
  }
  return seen;
}

describe('GET /organizer/money/export.csv, streamed', () => {
  it('answers every tournament once, in the view’s order, four at a time, then the exact total', async () => {
    let res!: Awaited<ReturnType<typeof t.get>>;
    const queries = await batchQueries(async () => (res = await t.get('/organizer/money/export.csv', organizer.id)));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="money.csv"');
    expect(res.headers['cache-control']).toBe('private, no-store');

    const view = await t.get('/organizer/money?limit=100', organizer.id).expect(200);
    const names = (view.body.tournaments as { tournamentName: string }[]).map((l) => l.tournamentName);
    expect(names).toHaveLength(N);
    const [header, ...rows] = parse(res.text) as string[][];
    expect(header[0]).toBe('Tournament');
    const total = rows.pop()!;
    expect(rows.map((r) => (r[0].startsWith("'") ? r[0].slice(1) : r[0]))).toEqual(names);
    expect(rows.find((r) => r[0].includes('SUM'))?.[0]).toBe(`'+SUM(A1), "quoted"`);
    // 0.00 + 100.01 + … + 1200.12: exact, as the view's own total
    expect(total[0]).toBe('Total');
    expect(total[3]).toBe(view.body.totals.collected);
    expect(total[3]).toBe('7800.78');
    // ceil((13 + 1) / 4) batches of at most four (the last one short)
    expect(queries).toBe(Math.ceil((N + 1) / BATCH));
  });

  it('pages the money view over the same batches: any page is that slice of the whole, the totals whole', async () => {
    const whole = await t.get('/organizer/money?limit=100', organizer.id).expect(200);
    let second!: Awaited<ReturnType<typeof t.get>>;
    const queries = await batchQueries(
      async () => (second = await t.get('/organizer/money?page=2&limit=5', organizer.id)),
    );
    expect(second.status).toBe(200);
    expect(second.body.tournaments).toEqual(whole.body.tournaments.slice(5, 10));
    expect(second.body.totals).toEqual(whole.body.totals);
    expect(second.body.paging).toMatchObject({ page: 2, limit: 5, total: N });
    expect(queries).toBe(Math.ceil((N + 1) / BATCH));
    const past = await t.get('/organizer/money?page=9&limit=5', organizer.id).expect(200);
    expect(past.body.tournaments).toEqual([]);
  });

  it('lets an admin export an organizer’s and refuses another organizer before the first byte', async () => {
    const mine = await t.get('/organizer/money/export.csv', organizer.id).expect(200);
    const asAdmin = await t.get(`/organizer/money/export.csv?organizerId=${organizer.id}`, admin.id).expect(200);
    expect(asAdmin.text).toBe(mine.text);
    const stranger = await createUser(t.db, { role: 'organizer' });
    const refused = await t.get(`/organizer/money/export.csv?organizerId=${organizer.id}`, stranger.id);
    expect([refused.status, refused.headers['content-type']]).toEqual([403, expect.stringMatching(/json/)]);
  });
});
