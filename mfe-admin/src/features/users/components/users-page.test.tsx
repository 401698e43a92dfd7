import type { AdminUser } from '@chess-portal/contracts';
import { aUser, installFakeFetch } from '@chess-portal/portal-kit/src/testing';
import { toast } from '@chess-portal/portal-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAdmin, renderAdmin } from '../../../testing/render-admin';

const user = (overrides: Partial<AdminUser>): AdminUser => ({
  id: 'u1',
  username: 'someone',
  email: 'someone@example.com',
  role: 'player',
  isActive: true,
  deactivationReason: null,
  lichessUsername: null,
  lichessVerified: false,
  upiId: null,
  createdAt: '2026-02-01T10:00:00.000Z',
  ...overrides,
});
const users = [
  user({ id: 'a1', username: 'root', role: 'admin', lichessUsername: 'RootAdmin' }),
  user({ id: 'o1', username: 'club_runner', role: 'organizer', lichessUsername: 'ClubRunner' }),
  user({ id: 'p1', username: 'pawn_pusher', role: 'player', lichessUsername: null }),
  user({
    id: 'p2',
    username: 'late_payer',
    role: 'organizer',
    isActive: false,
    deactivationReason: 'unpaid_commission',
  }),
];

let fake: ReturnType<typeof installFakeFetch>;
afterEach(() => {
  toast.dismiss();
  fake.restore();
  window.localStorage.clear();
});
/** the user's row in the table (its accessible name starts with the username) */
const card = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name} `) });
const findCard = (name: string) => screen.findByRole('row', { name: new RegExp(`^${name} `) });
/** core's search, as the fake server: q in username, e-mail or Lichess name; role; one page */
const search = (rows: AdminUser[]) => (req: { path: string }) => {
  const params = new URL(req.path, 'http://x').searchParams;
  const q = (params.get('q') ?? '').toLowerCase();
  const items = rows.filter(
    (u) =>
      [u.username, u.email, u.lichessUsername ?? ''].some((f) => f.toLowerCase().includes(q)) &&
      (!params.get('role') || u.role === params.get('role')),
  );
  return { body: { items, paging: { page: 1, limit: 25, total: items.length, pages: items.length ? 1 : 0 } } };
};
const setup = (routes: Parameters<typeof installFakeFetch>[0] = {}) => {
  fake = installFakeFetch({
    'GET /api/auth/me': { body: anAdmin },
    'GET /api/admin/users/search': search(users),
    ...routes,
  });
  return renderAdmin('/admin/users');
};

describe('/admin/users', () => {
  it('shows each user with role badge, Active/Inactive, Lichess name or N/A and join date', async () => {
    setup();
    await findCard('club_runner');
    const organizer = within(card('club_runner'));
    expect(organizer.getByText('organizer')).toHaveAttribute('data-variant', 'default');
    expect(organizer.getByText('Active')).toBeInTheDocument();
    expect(organizer.getByText('ClubRunner')).toBeInTheDocument();
    expect(organizer.getByText('1 Feb 2026')).toBeInTheDocument();
    expect(within(card('pawn_pusher')).getByText('N/A')).toBeInTheDocument();
    expect(within(card('late_payer')).getByText('Inactive')).toBeInTheDocument();
    expect(within(card('late_payer')).getByText('Deactivated: overdue commission')).toBeInTheDocument();
  });

  it('offers no controls on admin accounts', async () => {
    setup();
    const admin = within(await findCard('root'));
    expect(admin.queryByRole('button')).not.toBeInTheDocument();
    expect(admin.queryByRole('switch')).not.toBeInTheDocument();
    expect(admin.getByText('Admin accounts cannot be changed or deleted.')).toBeInTheDocument();
  });

  it('searches by username, e-mail or Lichess name and filters by role, on the server', async () => {
    setup();
    await findCard('root');
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    await userEvent.type(box, 'clubrun');
    await waitFor(() => expect(screen.queryByRole('row', { name: /^root / })).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(card('club_runner')).toBeInTheDocument();
    expect(fake.calls.some((c) => c.path.startsWith('/api/admin/users/search?') && c.path.includes('q=clubrun'))).toBe(
      true,
    );
    await userEvent.clear(box);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'organizer');
    await waitFor(() => expect(screen.queryByRole('row', { name: /^pawn_pusher / })).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(await screen.findByRole('row', { name: /^late_payer / }, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.type(box, 'nobody-like-this');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('promotes and demotes with PUT role, showing "User updated"', async () => {
    setup({
      'PUT /api/admin/users/p1': { body: user({ id: 'p1', role: 'organizer' }) },
      'PUT /api/admin/users/o1': { body: user({ id: 'o1', role: 'player' }) },
    });
    await userEvent.click(
      await within(await findCard('pawn_pusher')).findByRole('button', {
        name: 'Promote',
      }),
    );
    expect(await screen.findByText('User updated')).toBeInTheDocument();
    await userEvent.click(within(card('club_runner')).getByRole('button', { name: 'Demote' }));
    await waitFor(() => expect(fake.callsTo('PUT', '/api/admin/users/o1')).toHaveLength(1));
    expect(fake.callsTo('PUT', '/api/admin/users/p1')[0].body).toEqual({ role: 'organizer' });
    expect(fake.callsTo('PUT', '/api/admin/users/o1')[0].body).toEqual({ role: 'player' });
  });

  it('blocks and unblocks with the active switch', async () => {
    setup({
      'POST /api/admin/users/o1/block': { body: user({ id: 'o1', isActive: false }) },
      'POST /api/admin/users/p2/unblock': {
        status: 409,
        body: {
          message: 'This organizer has an overdue commission. Confirm its payment before reactivating the account.',
        },
      },
    });
    await userEvent.click(await screen.findByRole('switch', { name: 'Active: club_runner' }));
    expect(await screen.findByText('User blocked')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Active: late_payer' })).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(screen.getByRole('switch', { name: 'Active: late_payer' }));
    expect(await screen.findByText('Failed to unblock user')).toBeInTheDocument();
    expect(
      screen.getByText(
        'This organizer has an overdue commission. Confirm its payment before reactivating the account.',
      ),
    ).toBeInTheDocument();
  });

  it('deletes only after confirmation', async () => {
    setup({ 'DELETE /api/admin/users/p1': { body: user({ id: 'p1', isActive: false }) } });
    await userEvent.click(await within(await findCard('pawn_pusher')).findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete pawn_pusher?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fake.callsTo('DELETE', '/api/admin/users/p1')).toHaveLength(0);
    await userEvent.click(within(card('pawn_pusher')).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted')).toBeInTheDocument();
    expect(fake.callsTo('DELETE', '/api/admin/users/p1')).toHaveLength(1);
  });

  it('asks before making an admin, and reports a failure', async () => {
    setup({
      'PUT /api/admin/users/p1': { status: 403, body: { message: 'Admin accounts cannot be changed or deleted' } },
    });
    await userEvent.click(
      await within(await findCard('pawn_pusher')).findByRole('button', {
        name: 'Make Admin',
      }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Make pawn_pusher an admin?' })).getByRole('button', {
        name: 'Make Admin',
      }),
    );
    expect(await screen.findByText('Failed to update user')).toBeInTheDocument();
    expect(fake.callsTo('PUT', '/api/admin/users/p1')[0].body).toEqual({ role: 'admin' });
  });

  it('shows the load error and sends non-admins home', async () => {
    const first = setup({
      'GET /api/admin/users/search': { status: 500, body: { message: 'Service temporarily unavailable' } },
    });
    expect(await screen.findByText('Service temporarily unavailable')).toBeInTheDocument();
    first.unmount();
    fake.restore();
    fake = installFakeFetch({ 'GET /api/auth/me': { body: aUser({ role: 'organizer' }) } });
    renderAdmin('/admin/users', aUser({ role: 'organizer' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/organizer/tournaments'));
    expect(fake.calls.filter((c) => c.path.startsWith('/api/admin/users'))).toHaveLength(0);
  });
});
