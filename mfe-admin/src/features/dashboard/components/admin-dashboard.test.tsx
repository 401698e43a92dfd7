import type { AdminStats } from '@chess-portal/contracts';
import { aUser, installFakeFetch, renderWithProviders } from '@chess-portal/portal-kit/src/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminApp from '../../../export-app';

const admin = aUser({ role: 'admin', username: 'root' });
const stats = (overrides: Partial<AdminStats> = {}): AdminStats => ({
  totalUsers: 128,
  totalOrganizers: 6,
  activeTournaments: 4,
  pendingApplications: 2,
  pendingCommissions: 3,
  totalCommissionsAmount: '125000.50',
  overdueCommissions: 0,
  adminUpiSet: true,
  ...overrides,
});

describe('admin dashboard', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => {
    fake.restore();
    window.localStorage.clear();
  });
  const render = (route = '/admin/dashboard') => renderWithProviders(<AdminApp />, { route, user: admin });

  it('shows the six stat cards from GET /api/admin/stats', async () => {
    fake = installFakeFetch({ 'GET /api/auth/me': { body: admin }, 'GET /api/admin/stats': { body: stats() } });
    render();
    const value = async (label: string) => (await screen.findByRole('region', { name: label })).textContent;
    expect(await value('Total Users')).toContain('128');
    expect(await value('Total Organizers')).toContain('6');
    expect(await value('Active Tournaments')).toContain('4');
    expect(await value('Pending Applications')).toContain('2');
    expect(await value('Pending Commissions')).toContain('3');
    expect(await value('Commission Amount')).toContain('₹1,25,000.50');
    // core sums pending and overdue commissions only: the card says so, not 'Total commissions'
    expect(await value('Commission Amount')).toContain('Still to be paid: pending and overdue commissions (₹)');
    expect(screen.queryByText(/Total commissions/)).not.toBeInTheDocument();
    expect(screen.queryByText('Overdue Commissions')).not.toBeInTheDocument();
  });

  it('warns about overdue commissions', async () => {
    fake = installFakeFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/admin/stats': { body: stats({ overdueCommissions: 2 }) },
      'GET /api/admin/payouts/outstanding': { body: { organizers: [] } },
    });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Overdue Commissions');
    expect(alert).toHaveTextContent('2 commission payments are overdue');
  });

  it('warns while commissions are due and the admin UPI id is unset, with a way to set it', async () => {
    fake = installFakeFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/admin/stats': { body: stats({ adminUpiSet: false, pendingCommissions: 2, overdueCommissions: 0 }) },
      'GET /api/admin/payouts/outstanding': { body: { organizers: [] } },
    });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Commissions are due, but your UPI ID is not set');
    expect(alert).toHaveTextContent('2 commissions are due and organizers have no UPI ID to pay them to.');
    expect(alert).toHaveTextContent('no organizer is deactivated');
    expect(within(alert).getByRole('link', { name: 'Set the admin UPI ID' })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
  });

  it('does not warn about the UPI id when nothing is due', async () => {
    fake = installFakeFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/admin/stats': { body: stats({ adminUpiSet: false, pendingCommissions: 0 }) },
      'GET /api/admin/payouts/outstanding': { body: { organizers: [] } },
    });
    render();
    await screen.findByRole('region', { name: 'Total Users' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has the admin navigation bar', async () => {
    fake = installFakeFetch({ 'GET /api/auth/me': { body: admin }, 'GET /api/admin/stats': { body: stats() } });
    render();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Users', '/admin/users'],
      ['Applications', '/admin/applications'],
      ['Commissions', '/admin/commissions'],
      ['Reused transaction IDs', '/admin/transaction-ids'],
      ['Settings', '/admin/settings'],
      ['E-mail outbox', '/admin/outbox'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('logs out', async () => {
    fake = installFakeFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/admin/stats': { body: stats() },
      'POST /api/auth/logout': { body: { success: true } },
    });
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(window.localStorage.getItem('csa.user')).toBeNull();
    expect(fake.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
  });

  it('shows the server message when stats fail', async () => {
    fake = installFakeFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/admin/stats': { status: 403, body: { message: 'Admins only' } },
    });
    render();
    expect(await screen.findByText('Admins only')).toBeInTheDocument();
  });

  it('sends /admin to /admin/dashboard and shows Not Found (with the nav) for unknown admin paths', async () => {
    fake = installFakeFetch({ 'GET /api/auth/me': { body: admin }, 'GET /api/admin/stats': { body: stats() } });
    const first = render('/admin');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'));
    first.unmount();
    render('/admin/nothing-here');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });

  it('lists what organizers still owe players (product.md §10)', async () => {
    fake = installFakeFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/admin/stats': { body: stats() },
      'GET /api/admin/payouts/outstanding': {
        body: {
          organizers: [
            {
              organizerId: '20000000-0000-4000-8000-000000000001',
              organizerName: 'anita',
              organizerEmail: 'anita@example.com',
              prizesOwed: 2,
              prizeAmount: '800.00',
              flaggedWinners: 1,
              refundsOwed: 1,
              refundAmount: '150.00',
              oldest: '2026-11-20T10:00:00.000Z',
            },
          ],
        },
      },
    });
    render();
    const table = await screen.findByRole('table', { name: 'Prizes and refunds organizers still owe players' });
    const row = within(table).getByRole('row', { name: /anita/ });
    expect(row).toHaveTextContent('2 · ₹800.00');
    expect(row).toHaveTextContent('1 · ₹150.00');
  });
});
