// The tournament lists page, filter and sort on the server, shown on 600 tournaments.
import { responseValidator } from '@chess-portal/contracts/openapi';
import { createUser, insertRows } from '../../../../test/support/factories';
import { useTestApp, START } from '../../../../test/support/test-app';
import type { User } from '../../../db/models';

const t = useTestApp();
const HOUR = 3_600_000;
const FORMATS = ['rapid', 'blitz', 'classical'] as const;

let organizer: User;
let other: User;
beforeAll(async () => {
  organizer = await createUser(t.db, { role: 'organizer' });
  other = await createUser(t.db, { role: 'organizer' });
  // 600 tournaments in one insert: i = 0..299 started before START (past), 300..599 start after it.
  // Every third is free; formats rotate; every tenth is someone else's; 'Kolkata' in every 25th name.
  const rows = Array.from({ length: 600 }, (_, i) => ({
    name: `${i % 25 === 0 ? 'Kolkata Open' : 'Weekend Cup'} ${String(i).padStart(3, '0')}`,
    format: FORMATS[i % 3],
    time_control: '10+0',
    system: 'swiss',
    max_players: 16,
    entry_fee: i % 3 === 0 ? '0' : '100',
    start_time: new Date(START.getTime() + (i - 300) * HOUR),
    status: i < 300 ? 'completed' : 'registration',
    organizer_id: i % 10 === 0 ? other.id : organizer.id,
    created_at: new Date(START.getTime() - (600 - i) * 60_000),
  }));
  await insertRows(t.db, 'tournaments', rows);
  t.clock.set(START);
});

const browse = async (query: string) => {
  const res = await t.get(`/tournaments/browse?${query}`);
  expect(res.status).toBe(200);
  expect(responseValidator('core', 'get', '/tournaments/browse', 200)!(res.body)).toBe(true);
  return res.body as { items: { name: string; startTime: string; isFree: boolean; format: string }[]; paging: object };
};

describe('GET /tournaments/browse', () => {
  it('upcoming: only tournaments that have not started, soonest first, 20 a page by default', async () => {
    const first = await browse('scope=upcoming');
    expect(first.paging).toEqual({ page: 1, limit: 20, total: 299, pages: 15 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]!.name).toBe('Weekend Cup 301');
    const times = first.items.map((x) => Date.parse(x.startTime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.every((x) => x > START.getTime())).toBe(true);
    const last = await browse('scope=upcoming&page=15');
    expect(last.items.map((x) => x.name).at(-1)).toBe('Weekend Cup 599');
    expect(last.items).toHaveLength(299 - 14 * 20);
  });

  it('upcoming: leaves out a tournament whose join window has closed (10 minutes before its start, product.md §4)', async () => {
    const MIN = 60_000;
    try {
      // Weekend Cup 301 starts at START + 1 h: joinable 11 minutes before, no longer 9 minutes before
      t.clock.set(new Date(START.getTime() + HOUR - 11 * MIN));
      const open = await browse('scope=upcoming&limit=1');
      expect(open.items[0]).toMatchObject({
        name: 'Weekend Cup 301',
        joinClosesAt: new Date(START.getTime() + HOUR - 10 * MIN).toISOString(),
        joinRefusal: null,
      });
      t.clock.set(new Date(START.getTime() + HOUR - 9 * MIN));
      const closed = await browse('scope=upcoming&limit=1');
      expect(closed.paging).toMatchObject({ total: 298 });
      expect(closed.items[0]!.name).toBe('Weekend Cup 302');
    } finally {
      t.clock.set(START);
    }
  });

  it('past: the archive, latest first', async () => {
    const page = await browse('scope=past&limit=50&page=2');
    expect(page.paging).toEqual({ page: 2, limit: 50, total: 301, pages: 7 });
    expect(page.items[0]!.name).toBe('Kolkata Open 250');
  });

  it('filters free / paid, format, name and date range in the database', async () => {
    const free = await browse('scope=upcoming&fee=free&limit=100');
    expect(free.paging).toMatchObject({ total: 99 });
    expect(free.items.every((x) => x.isFree)).toBe(true);
    const paidBlitz = await browse('scope=upcoming&fee=paid&format=blitz&limit=100');
    expect(paidBlitz.items.every((x) => !x.isFree && x.format === 'blitz')).toBe(true);
    expect(paidBlitz.paging).toMatchObject({ total: 100 });
    const named = await browse('q=kolkata&limit=100');
    expect(named.paging).toMatchObject({ total: 24 });
    const day = await browse(
      `from=${new Date(START.getTime() + HOUR).toISOString()}&to=${new Date(START.getTime() + 25 * HOUR).toISOString()}`,
    );
    expect(day.paging).toMatchObject({ total: 24 });
  });

  it('refuses a bad filter or page size with 400', async () => {
    for (const query of ['limit=101', 'page=0', 'scope=soon', 'fee=cheap', 'from=yesterday']) {
      const res = await t.get(`/tournaments/browse?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^Invalid /);
    }
  });

  it('GET /tournaments answers the dashboard its bounded part of them (dashboard-list.test.ts has the rules)', async () => {
    const res = await t.get('/tournaments');
    // the 300 upcoming ones, first 50; the completed ones have no results, so no winners
    expect(res.body.tournaments).toHaveLength(50);
  });
});

describe('GET /organizer/tournaments with paging', () => {
  it("pages and searches the organizer's own, newest first; without page or limit the first 100 (the documented maximum)", async () => {
    const all = await t.get('/organizer/tournaments', organizer.id);
    expect(all.body.tournaments).toHaveLength(100);
    expect(all.body.paging).toEqual({ page: 1, limit: 100, total: 540, pages: 6 });

    const res = await t.get('/organizer/tournaments?page=3&limit=25', organizer.id);
    expect(responseValidator('core', 'get', '/organizer/tournaments', 200)!(res.body)).toBe(true);
    expect(res.body.paging).toEqual({ page: 3, limit: 25, total: 540, pages: 22 });
    expect(res.body.tournaments[0].name).toBe('Weekend Cup 544');

    const search = await t.get('/organizer/tournaments?q=KOLKATA&status=registration&limit=100', organizer.id);
    expect(search.body.paging.total).toBe(6);
    expect(
      search.body.tournaments.every(
        (x: { name: string; status: string }) => /Kolkata/.test(x.name) && x.status === 'registration',
      ),
    ).toBe(true);
  });

  it("filters the organizer's own by free / paid and format, sorted by start, in the database", async () => {
    const freeRapid = await t.get('/organizer/tournaments?fee=free&format=rapid&sort=start&limit=100', organizer.id);
    expect(freeRapid.status).toBe(200);
    expect(responseValidator('core', 'get', '/organizer/tournaments', 200)!(freeRapid.body)).toBe(true);
    // i % 3 === 0 is free and rapid; every tenth (i % 10 === 0) is the other organizer's: 200 - 20
    expect(freeRapid.body.paging).toEqual({ page: 1, limit: 100, total: 180, pages: 2 });
    const rows = freeRapid.body.tournaments as { name: string; entryFee: string; format: string; startTime: string }[];
    expect(rows.every((x) => Number(x.entryFee) === 0 && x.format === 'rapid')).toBe(true);
    expect(rows[0]!.name).toBe('Weekend Cup 003');
    const times = rows.map((x) => Date.parse(x.startTime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const paidBlitz = await t.get(
      '/organizer/tournaments?fee=paid&format=blitz&status=registration&limit=10',
      organizer.id,
    );
    // i in 300..599 with i % 3 === 1 is paid blitz (100 of them), less those with i % 10 === 0 (10)
    expect(paidBlitz.body.paging).toEqual({ page: 1, limit: 10, total: 90, pages: 9 });
    for (const query of ['fee=cheap', 'format=bullet']) {
      expect((await t.get(`/organizer/tournaments?${query}`, organizer.id)).status).toBe(400);
    }
  });

  it('keeps the past and upcoming totals: no count on the next page; a new tournament or the clock moves them', async () => {
    const counts: string[] = [];
    const onQuery = (q: { sql: string }) => {
      // the total's count (the page's own rows carry a registration count each: not this)
      if (/^select count\(\*\)/i.test(q.sql)) counts.push(q.sql);
    };
    const total = async (query: string) => ((await browse(query)).paging as { total: number }).total;
    t.db.on('query', onQuery);
    try {
      t.clock.set(START);
      const past = await total('scope=past');
      const upcoming = await total('scope=upcoming');
      counts.length = 0;
      expect(await total('scope=past&page=2')).toBe(past);
      expect(await total('scope=upcoming&page=3')).toBe(upcoming);
      expect(counts).toEqual([]);
      // a name filter is counted as asked
      await total('scope=past&q=Kolkata');
      expect(counts).toHaveLength(1);

      // 1 h 51 min on: Weekend Cup 301 has started (past + 1); 302 (at 2 h) has closed its join window (upcoming - 2)
      t.clock.set(new Date(START.getTime() + 2 * HOUR - 9 * 60_000));
      expect(await total('scope=past')).toBe(past + 1);
      expect(await total('scope=upcoming')).toBe(upcoming - 2);
      // a tournament added in the past shows at once
      await insertRows(t.db, 'tournaments', [
        {
          name: 'Late entry',
          format: 'rapid',
          time_control: '10+0',
          system: 'swiss',
          max_players: 16,
          entry_fee: '0',
          start_time: new Date(START.getTime() - 1000 * HOUR),
          status: 'completed',
          organizer_id: organizer.id,
        },
      ]);
      await t.readModelSeen(); // on PostgreSQL its bump comes back through LISTEN, as after a request's write
      expect(await total('scope=past')).toBe(past + 2);
    } finally {
      t.db.off('query', onQuery);
      t.clock.set(START);
    }
  });
});
