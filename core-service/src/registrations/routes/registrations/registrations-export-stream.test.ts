// The registrations CSV is read in keyset batches (EXPORT_BATCH_SIZE; 5 here) and written as it is read:
// every matching row once, in the list's order (registered_at, id: ties and microseconds included), with
// the download's headers; never one query for the whole tournament; errors before the first byte are JSON.
import { parse } from 'csv-parse/sync';
import type { Knex } from 'knex';
import { createTournament, createUser, insertRows } from '../../../../test/support/factories';
import { useTestApp } from '../../../../test/support/test-app';
import { Registration, type Tournament, type User } from '../../../db/models';

const t = useTestApp();
const N = 23;
const BATCH = 5;

let organizer: User;
let tournament: Tournament;
beforeAll(async () => {
  organizer = await createUser(t.db, { role: 'organizer' });
  tournament = await createTournament(t.db, { organizerId: organizer.id, entryFee: '150.50', name: 'Stream, "Open"' });
  const players = await insertRows(
    t.db,
    'users',
    Array.from({ length: N }, (_, n) => ({
      username: n === 3 ? '=cmd|calc' : `streamer_${n}`,
      email: `streamer${n}@school.example`,
      password: 'not-a-login',
    })),
  );
  // three registrations share one instant, two differ only in microseconds (below a JS Date's precision)
  const at = (n: number) =>
    n < 3 ? '2026-02-01T00:00:00Z' : n < 5 ? `2026-02-01T00:01:00.000${n}00Z` : `2026-02-01T00:${10 + n}:00Z`;
  await insertRows(
    t.db,
    'registrations',
    players.map((id, n) => ({
      tournament_id: tournament.id,
      player_id: id,
      payment_status: n % 3 ? 'pending' : 'approved',
      payment_id: `UTR${n}`,
      registered_at: at(n),
    })),
  );
  t.config.exportBatch = BATCH;
});
afterAll(() => {
  t.config.exportBatch = undefined;
});

/** The registrations queries (with their limit) while `run` runs. */
async function batchQueries(run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const listen = (q: Knex.Sql) => {
    if (/from "registrations"/.test(q.sql) && /\blimit\b/.test(q.sql)) seen.push(q.sql);
  };
  t.db.on('query', listen);
  try {
    await run();
  } finally {
    t.db.off('query', listen);
  }
  return seen;
}

const exportCsv = (query = '') => t.get(`/organizer/tournaments/${tournament.id}/export-csv${query}`, organizer.id);
const rowsOf = (text: string) => parse(text, { relax_column_count: false }) as string[][];

describe('GET /organizer/tournaments/:id/export-csv, streamed', () => {
  it('answers every registration once, in order, read five at a time', async () => {
    let res!: Awaited<ReturnType<typeof exportCsv>>;
    const queries = await batchQueries(async () => (res = await exportCsv()));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="stream___open__registrations.csv"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-length']).toBeUndefined();

    const expected = await Registration.query(t.db)
      .where('tournamentId', tournament.id)
      .orderBy('registeredAt')
      .orderBy('id')
      .select('id');
    const [header, ...rows] = rowsOf(res.text);
    expect(header[0]).toBe('Registration ID');
    expect(rows.map((r) => r[0])).toEqual(expected.map((r) => r.id));
    expect(res.text.endsWith('\r\n')).toBe(true);
    // ceil(23 / 5) batches, each with its limit: never the whole tournament in one read
    expect(queries).toHaveLength(Math.ceil(N / BATCH));
    expect(rows.find((r) => r[1].includes('calc'))?.[1]).toBe("'=cmd|calc");
    expect(rows[0][7]).toBe('150.50');
  });

  it('keeps the filters across batches', async () => {
    const res = await exportCsv('?status=approved').expect(200);
    const approved = Array.from({ length: N }, (_, n) => n).filter((n) => n % 3 === 0);
    const rows = rowsOf(res.text).slice(1);
    expect(rows).toHaveLength(approved.length);
    expect(rows.every((r) => r[5] === 'approved')).toBe(true);
    expect(new Set(rows.map((r) => r[0])).size).toBe(approved.length);
  });

  it('answers errors before the first byte as JSON', async () => {
    const other = await createUser(t.db, { role: 'organizer' });
    const forbidden = await t.get(`/organizer/tournaments/${tournament.id}/export-csv`, other.id);
    expect([forbidden.status, forbidden.headers['content-type']]).toEqual([403, expect.stringMatching(/json/)]);
    expect(forbidden.body.message).toEqual(expect.any(String));
    const missing = await t.get(`/organizer/tournaments/00000000-0000-4000-8000-000000000000/export-csv`, organizer.id);
    expect(missing.status).toBe(404);
    expect((await exportCsv('?status=nonsense')).status).toBe(400);
  });
});
