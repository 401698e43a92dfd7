import type { GlobalSetting } from '@chess-portal/contracts';
import { installFakeFetch } from '@chess-portal/portal-kit/src/testing';
import { toast } from '@chess-portal/portal-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAdmin, renderAdmin } from '../../../testing/render-admin';

const commission: GlobalSetting = {
  key: 'GLOBAL_COMMISSION_PERCENT',
  value: '10',
  description: 'Commission',
  updatedAt: '2026-03-01T04:30:00.000Z',
  updatedBy: null,
};

let fake: ReturnType<typeof installFakeFetch>;
afterEach(() => {
  toast.dismiss();
  fake.restore();
  window.localStorage.clear();
});
const stats = {
  totalUsers: 10,
  totalOrganizers: 2,
  activeTournaments: 1,
  pendingApplications: 0,
  pendingCommissions: 1,
  totalCommissionsAmount: '30.00',
  overdueCommissions: 0,
  adminUpiSet: true,
};
const setup = (routes: Parameters<typeof installFakeFetch>[0] = {}) => {
  fake = installFakeFetch({
    'GET /api/auth/me': { body: anAdmin },
    'GET /api/admin/global-settings': { body: [commission] },
    'GET /api/admin/stats': { body: stats },
    ...routes,
  });
  renderAdmin('/admin/settings');
};
const form = async (name: string) => within(await screen.findByRole('region', { name }));

describe('/admin/settings', () => {
  it('warns while a commission is due and the admin UPI id is unset; saving it clears the warning', async () => {
    let upiSet = false;
    setup({
      'GET /api/admin/stats': () => ({ body: { ...stats, adminUpiSet: upiSet } }),
      'POST /api/admin/global-settings': () => {
        upiSet = true;
        return {
          status: 201,
          body: { ...commission, key: 'ADMIN_UPI', value: 'chessschool@okaxis' },
        };
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Commissions are due, but your UPI ID is not set');
    expect(alert).toHaveTextContent('1 commission is due');
    const card = await form('Admin UPI ID');
    await userEvent.type(card.getByLabelText('Admin UPI ID'), 'chessschool@okaxis');
    await userEvent.click(card.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Admin UPI updated successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Commissions are due, but your UPI ID is not set')).not.toBeInTheDocument(),
    );
  });

  it('PUTs the commission percentage (an existing key)', async () => {
    setup({ 'PUT /api/admin/global-settings/GLOBAL_COMMISSION_PERCENT': { body: { ...commission, value: '12.5' } } });
    const card = await form('Commission Percentage');
    const input = card.getByLabelText('Commission percentage (%)');
    expect(input).toHaveValue(10);
    await userEvent.clear(input);
    await userEvent.type(input, '12.5');
    await userEvent.click(card.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Commission percentage updated successfully')).toBeInTheDocument();
    expect(fake.callsTo('PUT', '/api/admin/global-settings/GLOBAL_COMMISSION_PERCENT')[0].body).toEqual({
      value: 12.5,
    });
  });

  it('refuses a percentage outside 0 to 100 with the product.md §5 message', async () => {
    setup();
    const card = await form('Commission Percentage');
    const input = card.getByLabelText('Commission percentage (%)');
    await userEvent.clear(input);
    await userEvent.type(input, '101');
    await userEvent.click(card.getByRole('button', { name: 'Save' }));
    expect(await card.findByText('Commission percentage must be between 0 and 100')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(
      card.getByText('Commission percentage must be between 0 and 100').id,
    );
    expect(fake.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('POSTs the admin UPI id when the key does not exist yet, after checking its shape', async () => {
    setup({
      'POST /api/admin/global-settings': {
        status: 201,
        body: { ...commission, key: 'ADMIN_UPI', value: 'school@okaxis' },
      },
    });
    const card = await form('Admin UPI ID');
    const input = card.getByLabelText('Admin UPI ID');
    await userEvent.type(input, 'not a upi');
    await userEvent.click(card.getByRole('button', { name: 'Save' }));
    expect(await card.findByText('Please enter a valid UPI ID')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'school@okaxis');
    await userEvent.click(card.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Admin UPI updated successfully')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/admin/global-settings')[0].body).toMatchObject({
      key: 'ADMIN_UPI',
      value: 'school@okaxis',
    });
  });

  it('shows the product.md failure toasts', async () => {
    setup({
      'PUT /api/admin/global-settings/GLOBAL_COMMISSION_PERCENT': {
        status: 500,
        body: { message: 'Service temporarily unavailable' },
      },
      'POST /api/admin/global-settings': { status: 409, body: { message: 'Setting already exists' } },
    });
    await userEvent.click((await form('Commission Percentage')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update commission percentage')).toBeInTheDocument();
    const upi = await form('Admin UPI ID');
    await userEvent.type(upi.getByLabelText('Admin UPI ID'), 'school@okaxis');
    await userEvent.click(upi.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update admin UPI')).toBeInTheDocument();
  });
});
