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
const card = (name: string) => screen.getByRole('region', { name });
const setup = (routes: Parameters<typeof installFakeFetch>[0] = {}) => {
  fake = installFakeFetch({
    'GET /api/auth/me': { body: anAdmin },
    'GET /api/admin/users': { body: users },
    ...routes,
  });
  return renderAdmin('/admin/users');
};

describe('/admin/users', () => {
  it('shows each user with role badge, Active/Inactive, Lichess name or N/A and join date', async () => {
    setup();
    await screen.findByRole('region', { name: 'club_runner' });
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
    const admin = within(await screen.findByRole('region', { name: 'root' }));
    expect(admin.queryByRole('button')).not.toBeInTheDocument();
    expect(admin.queryByRole('switch')).not.toBeInTheDocument();
    expect(admin.getByText('Admin accounts cannot be changed or deleted.')).toBeInTheDocument();
  });

  it('searches by username, Lichess username or role', async () => {
    setup();
    await screen.findByRole('region', { name: 'root' });
    const search = screen.getByRole('searchbox', { name: 'Search users' });
    await userEvent.type(search, 'clubrun');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'root' })).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'club_runner' })).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'organizer');
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
        'club_runner',
        'late_payer',
      ]),
    );
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody-like-this');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('promotes and demotes with PUT role, showing "User updated"', async () => {
    setup({
      'PUT /api/admin/users/p1': { body: user({ id: 'p1', role: 'organizer' }) },
      'PUT /api/admin/users/o1': { body: user({ id: 'o1', role: 'player' }) },
    });
    await userEvent.click(
      await within(await screen.findByRole('region', { name: 'pawn_pusher' })).findByRole('button', {
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
    await userEvent.click(
      await within(await screen.findByRole('region', { name: 'pawn_pusher' })).findByRole('button', { name: 'Delete' }),
    );
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
      await within(await screen.findByRole('region', { name: 'pawn_pusher' })).findByRole('button', {
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
      'GET /api/admin/users': { status: 500, body: { message: 'Service temporarily unavailable' } },
    });
    expect(await screen.findByText('Service temporarily unavailable')).toBeInTheDocument();
    first.unmount();
    fake.restore();
    fake = installFakeFetch({ 'GET /api/auth/me': { body: aUser({ role: 'organizer' }) } });
    renderAdmin('/admin/users', aUser({ role: 'organizer' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/organizer/tournaments'));
    expect(fake.callsTo('GET', '/api/admin/users')).toHaveLength(0);
  });
});
