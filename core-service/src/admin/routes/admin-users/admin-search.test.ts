// The admin's users, applications and commissions page and search on the server (520+ rows each).
import { responseValidator } from '@chess-portal/contracts/openapi';
import { createUser, insertRows } from '../../../../test/support/factories';
import { useTestApp } from '../../../../test/support/test-app';
import type { User } from '../../../db/models';

const t = useTestApp();
const N = 520;

let admin: User;
beforeAll(async () => {
  admin = await createUser(t.db, { role: 'admin' });
  // 520 users in one insert, oldest first: every 5th an organizer, every 7th inactive, 'Sharma' in every 13th
  const users = Array.from({ length: N }, (_, n) => ({
    username: `${n % 13 === 0 ? 'sharma' : 'member'}_${String(n).padStart(3, '0')}`,
    email: `member${n}@club.example`,
    password: 'not-a-login',
    role: n % 5 === 0 ? 'organizer' : 'player',
    is_active: n % 7 !== 0,
    lichess_username: `LC_${n}`,
    created_at: new Date(Date.UTC(2026, 0, 1, 0, n)),
  }));
  const ids = await insertRows(t.db, 'users', users);
  // an application per user (every 3rd pending, the rest approved) and, for each organizer, a tournament with a commission
  await insertRows(
    t.db,
    'organizer_applications',
    ids.map((userId, n) => ({
      user_id: userId,
      application_note: 'I run a chess club.',
      status: n % 3 === 0 ? 'pending' : 'approved',
      created_at: new Date(Date.UTC(2026, 0, 2, 0, n)),
    })),
  );
  const organizer = await createUser(t.db, { role: 'organizer', username: 'coach_meera' });
  const tournaments = await insertRows(
    t.db,
    'tournaments',
    Array.from({ length: N }, (_, n) => ({
      name: `Diwali Blitz ${n}`,
      format: 'blitz',
      time_control: '3+2',
      system: 'arena',
      max_players: 50,
      start_time: new Date(Date.UTC(2026, 1, 1)),
      status: 'completed',
      organizer_id: organizer.id,
    })),
  );
  await insertRows(
    t.db,
    'organizer_commissions',
    Array.from({ length: N }, (_, n) => ({
      tournament_id: tournaments[n],
      organizer_id: organizer.id,
      commission_amount: '10.00',
      status: ['pending', 'confirmed', 'overdue', 'pending'][n % 4],
      organizer_transaction_id: `TXN${String(n).padStart(4, '0')}`,
      due_date: new Date(Date.UTC(2026, 2, 1, 0, N - n)),
    })),
  );
});

const get = async (path: string) => {
  const res = await t.get(path, admin.id);
  expect(res.status).toBe(200);
  return res.body;
};

describe('GET /admin/users/search', () => {
  it('pages every user, newest first, and searches username, e-mail and Lichess name', async () => {
    const page = await get('/admin/users/search?page=2&limit=100');
    expect(responseValidator('core', 'get', '/admin/users/search', 200)!(page)).toBe(true);
    expect(page.paging).toEqual({ page: 2, limit: 100, total: N + 2, pages: 6 }); // with the admin and coach_meera, the newest two
    expect(page.items[0].username).toBe('member_421');
    expect((await get('/admin/users/search?q=SHARMA')).paging.total).toBe(40);
    expect(
      (await get('/admin/users/search?q=member12%40club')).items.map((u: { username: string }) => u.username),
    ).toEqual(['member_012']);
    expect((await get('/admin/users/search?q=lc_51')).paging.total).toBe(11);
    expect((await get('/admin/users/search?role=organizer&active=false&limit=100')).paging.total).toBe(15);
  });

  it('refuses a bad filter (400) and non-admins (403)', async () => {
    expect((await t.get('/admin/users/search?role=king', admin.id)).status).toBe(400);
    expect((await t.get('/admin/users/search?limit=1000', admin.id)).status).toBe(400);
    const player = await createUser(t.db);
    expect((await t.get('/admin/users/search', player.id)).status).toBe(403);
  });
});

describe('GET /admin/applications/search and /admin/commissions/search', () => {
  it('pages applications by status, searched by applicant', async () => {
    const pending = await get('/admin/applications/search?status=pending&limit=50');
    expect(responseValidator('core', 'get', '/admin/applications/search', 200)!(pending)).toBe(true);
    expect(pending.paging).toEqual({ page: 1, limit: 50, total: 174, pages: 4 });
    expect(pending.items[0].user.username).toBe('member_519');
    expect((await get('/admin/applications/search?q=sharma_0')).paging.total).toBe(8);
  });

  it('pages commissions soonest due first, by status, searched by transaction id or tournament', async () => {
    const overdue = await get('/admin/commissions/search?status=overdue');
    expect(responseValidator('core', 'get', '/admin/commissions/search', 200)!(overdue)).toBe(true);
    expect(overdue.paging).toEqual({ page: 1, limit: 20, total: 130, pages: 7 });
    expect(overdue.items[0].organizerTransactionId).toBe('TXN0518');
    expect((await get('/admin/commissions/search?q=txn000')).paging.total).toBe(10);
    expect((await get('/admin/commissions/search?q=diwali&limit=1')).paging.total).toBe(N);
    expect((await get('/admin/commissions/search?q=coach_meera&status=confirmed')).paging.total).toBe(130);
  });
});
