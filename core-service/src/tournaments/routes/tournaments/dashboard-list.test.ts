// GET /tournaments, the player's dashboard list: bounded parts (current tournaments paged, recent winners
// within a window, podium-only results), never more than its documented maximum, and versioned finely: a
// join in a tournament the list does not show leaves its ETag alone.
import { responseValidator } from '@chess-portal/contracts/openapi';
import { createRegistration, createTournament, createUser, insertRows } from '../../../../test/support/factories';
import { useTestApp } from '../../../../test/support/test-app';
import type { User } from '../../../db/models';
import { DASHBOARD_LIST, PODIUM } from '../../services/tournament-service';

const t = useTestApp();
const NOW = new Date('2026-03-01T06:30:00.000Z');
const DAY = 24 * 60 * 60_000;
const ids = (res: { body: { tournaments: { id: string }[] } }) => res.body.tournaments.map((x) => x.id);

const podium = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ rank: i + 1, username: `p${i + 1}`, score: n - i, rating: 1500 }));

let organizer: User;
let current: string[];
let winners: string[];
beforeAll(async () => {
  t.clock.set(NOW);
  organizer = await createUser(t.db, { role: 'organizer' });
  const base = { organizer_id: organizer.id, format: 'rapid', time_control: '10+0', system: 'swiss', max_players: 16 };
  // more current tournaments than the largest page, soonest first by their start
  current = await insertRows(
    t.db,
    'tournaments',
    Array.from({ length: DASHBOARD_LIST.maxLimit + 20 }, (_, i) => ({
      ...base,
      name: `Current ${i}`,
      status: i % 3 === 0 ? 'open' : 'registration',
      start_time: new Date(NOW.getTime() + (i + 1) * 60 * 60_000),
    })),
  );
  // more winners than the largest count, newest first; each with a long results table
  winners = await insertRows(
    t.db,
    'tournaments',
    Array.from({ length: DASHBOARD_LIST.maxWinners + 5 }, (_, i) => ({
      ...base,
      name: `Done ${i}`,
      status: 'completed',
      start_time: new Date(NOW.getTime() - (i + 1) * DAY - 3 * 60 * 60_000),
      end_time: new Date(NOW.getTime() - (i + 1) * DAY),
      results: JSON.stringify(podium(40)),
    })),
  );
  // never listed: long finished, cancelled, completed without results, started more than a day ago
  await insertRows(t.db, 'tournaments', [
    {
      ...base,
      name: 'Old',
      status: 'completed',
      end_time: new Date(NOW.getTime() - 400 * DAY),
      results: JSON.stringify(podium(3)),
    },
    { ...base, name: 'Cancelled', status: 'cancelled', start_time: new Date(NOW.getTime() + DAY) },
    { ...base, name: 'No results', status: 'completed', end_time: new Date(NOW.getTime() - DAY), results: '[]' },
    { ...base, name: 'Stale', status: 'registration', start_time: new Date(NOW.getTime() - 2 * DAY) },
  ]);
});
afterEach(() => t.clock.set(NOW));

describe('GET /tournaments: the dashboard list, bounded', () => {
  it('answers by default the first 50 current tournaments, soonest first, then the 3 newest winners', async () => {
    const res = await t.get('/tournaments');
    expect(res.status).toBe(200);
    expect(responseValidator('core', 'get', '/tournaments', 200)!(res.body)).toBe(true);
    expect(ids(res)).toEqual([
      ...current.slice(0, DASHBOARD_LIST.defaultLimit),
      ...winners.slice(0, DASHBOARD_LIST.defaultWinners),
    ]);
  });

  it('never answers more than its maximum: current paged by page and limit, winners at most 10', async () => {
    const widest = await t.get(
      `/tournaments?limit=${DASHBOARD_LIST.maxLimit}&winners=${DASHBOARD_LIST.maxWinners}&days=365`,
    );
    expect(res400(await t.get(`/tournaments?limit=${DASHBOARD_LIST.maxLimit + 1}`))).toMatch(/limit/);
    expect(res400(await t.get(`/tournaments?winners=${DASHBOARD_LIST.maxWinners + 1}`))).toMatch(/winners/);
    expect(res400(await t.get('/tournaments?days=366'))).toMatch(/days/);
    expect(res400(await t.get('/tournaments?page=0'))).toMatch(/page/);
    expect(widest.body.tournaments).toHaveLength(DASHBOARD_LIST.maxLimit + DASHBOARD_LIST.maxWinners);
    expect(ids(widest)).toEqual([...current.slice(0, DASHBOARD_LIST.maxLimit), ...winners.slice(0, 10)]);
    const second = await t.get(`/tournaments?page=2&limit=${DASHBOARD_LIST.maxLimit}&winners=0`);
    expect(ids(second)).toEqual(current.slice(DASHBOARD_LIST.maxLimit));
  });

  it('winners come from the last 30 days by default, with the podium only', async () => {
    const res = await t.get('/tournaments?limit=1&winners=10');
    const listed = res.body.tournaments.slice(1);
    // 15 winners finished 1..15 days ago: all 10 asked are within 30 days
    expect(listed.map((x: { id: string }) => x.id)).toEqual(winners.slice(0, 10));
    for (const x of listed) expect(x.results).toEqual(podium(40).slice(0, PODIUM));
    // finished 1, 2 and exactly 3 days ago
    const narrow = await t.get('/tournaments?limit=1&winners=10&days=3');
    expect(ids(narrow).slice(1)).toEqual(winners.slice(0, 3));
    // the full results stay on the tournament's own page
    expect((await t.get(`/tournaments/${winners[0]}`)).body.results).toHaveLength(40);
  });

  it('drops a winner when it leaves the window, by the clock alone', async () => {
    const first = await t.get('/tournaments?limit=1&winners=10&days=3');
    expect(ids(first).slice(1)).toEqual(winners.slice(0, 3));
    t.clock.set(new Date(NOW.getTime() + 1));
    const later = await t.get('/tournaments?limit=1&winners=10&days=3').set('If-None-Match', first.headers.etag);
    expect(later.status).toBe(200);
    expect(ids(later).slice(1)).toEqual(winners.slice(0, 2));
  });
});

describe('GET /tournaments: versioned by its members', () => {
  it('a join in a tournament the list does not show keeps its ETag; a join in a shown one moves it', async () => {
    const player = await createUser(t.db);
    const shown = await t.get('/tournaments?limit=2&winners=0');
    expect(ids(shown)).toEqual(current.slice(0, 2));
    const again = await t.get('/tournaments?limit=2&winners=0').set('If-None-Match', shown.headers.etag);
    expect(again.status).toBe(304);
    await createRegistration(t.db, current[60], player.id);
    const same = await t.get('/tournaments?limit=2&winners=0').set('If-None-Match', shown.headers.etag);
    expect(same.status).toBe(304);
    await createRegistration(t.db, current[1], player.id);
    const moved = await t.get('/tournaments?limit=2&winners=0').set('If-None-Match', shown.headers.etag);
    expect(moved.status).toBe(200);
    expect(moved.body.tournaments[1].registrationCount).toBe(1);
  });

  it('a new tournament that belongs in the list enters it', async () => {
    const shown = await t.get('/tournaments?limit=1&winners=0');
    const sooner = await createTournament(t.db, { startTime: new Date(NOW.getTime() + 30 * 60_000) });
    const res = await t.get('/tournaments?limit=1&winners=0').set('If-None-Match', shown.headers.etag);
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([sooner.id]);
  });
});

function res400(res: { status: number; body: { message: string } }): string {
  expect(res.status).toBe(400);
  return res.body.message;
}
