import type { AdminCommission } from '@chess-portal/contracts';
import { installFakeFetch } from '@chess-portal/portal-kit/src/testing';
import { toast } from '@chess-portal/portal-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAdmin, renderAdmin } from '../../../testing/render-admin';

const commission = (overrides: Partial<AdminCommission>): AdminCommission => ({
  id: 'c-1', tournamentId: 't-1', organizerId: 'o-1', commissionAmount: '1250.50', organizerTransactionId: 'UPI424242', status: 'pending',
  dueDate: '2026-03-06T04:30:00.000Z', paidAt: null, confirmedBy: null, confirmedAt: null, createdAt: '2026-03-01T04:30:00.000Z',
  organizer: { username: 'club_runner', email: 'club@example.com', upiId: 'club@okhdfc', isActive: true },
  tournament: { name: 'Spring Rapid' }, ...overrides,
});
const pending = [
  commission({}),
  commission({ id: 'c-2', organizerTransactionId: null, tournament: { name: 'Blitz Night' }, organizer: { username: 'night_owl', email: 'o@example.com', upiId: null, isActive: true } }),
];

let fake: ReturnType<typeof installFakeFetch>;
afterEach(() => {
  toast.dismiss();
  fake.restore();
  window.localStorage.clear();
});
const setup = (routes: Parameters<typeof installFakeFetch>[0] = {}) => {
  fake = installFakeFetch({ 'GET /api/auth/me': { body: anAdmin }, 'GET /api/admin/commissions?status=pending': { body: pending }, ...routes });
  return renderAdmin('/admin/commissions');
};

describe('/admin/commissions', () => {
  it('shows amount, due date, organizer UPI and transaction id; Confirm Payment only with a transaction id', async () => {
    setup();
    const spring = within(await screen.findByRole('region', { name: 'Spring Rapid' }));
    for (const text of ['₹1,250.50', '6 Mar 2026', 'club@okhdfc', 'UPI424242', 'club_runner']) expect(spring.getByText(text)).toBeInTheDocument();
    expect(spring.getByRole('button', { name: 'Confirm Payment' })).toBeInTheDocument();
    const blitz = within(screen.getByRole('region', { name: 'Blitz Night' }));
    expect(blitz.getByText('Not submitted')).toBeInTheDocument();
    expect(blitz.queryByRole('button', { name: 'Confirm Payment' })).not.toBeInTheDocument();
  });

  it('confirms a payment with the SPEC toast', async () => {
    setup({ 'POST /api/admin/commissions/c-1/confirm': { body: commission({ status: 'confirmed', confirmedAt: '2026-03-05T04:30:00.000Z' }) } });
    await userEvent.click(await within(await screen.findByRole('region', { name: 'Spring Rapid' })).findByRole('button', { name: 'Confirm Payment' }));
    expect(await screen.findByText('Commission payment confirmed successfully')).toBeInTheDocument();
    // no transaction id: an empty JSON object (every unsafe request is JSON, issue 13)
    expect(fake.callsTo('POST', '/api/admin/commissions/c-1/confirm')[0].body).toEqual({});
  });

  it('reports a failed confirmation', async () => {
    setup({ 'POST /api/admin/commissions/c-1/confirm': { status: 409, body: { message: 'Only a pending or overdue commission can be confirmed' } } });
    await userEvent.click(await within(await screen.findByRole('region', { name: 'Spring Rapid' })).findByRole('button', { name: 'Confirm Payment' }));
    expect(await screen.findByText('Failed to confirm commission payment')).toBeInTheDocument();
  });

  it('searches by organizer, tournament or transaction id', async () => {
    setup();
    await screen.findByRole('region', { name: 'Spring Rapid' });
    const search = screen.getByRole('searchbox', { name: 'Search commissions' });
    await userEvent.type(search, 'night_o');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Spring Rapid' })).not.toBeInTheDocument());
    await userEvent.clear(search);
    await userEvent.type(search, 'upi4242');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Blitz Night' })).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Spring Rapid' })).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'nothing');
    expect(await screen.findByText('No commissions found')).toBeInTheDocument();
  });

  it('shows confirmation dates, and takes the transaction id an overdue organizer sent', async () => {
    setup({
      'GET /api/admin/commissions?status=confirmed': { body: [commission({ status: 'confirmed', confirmedAt: '2026-03-05T04:30:00.000Z' })] },
      'GET /api/admin/commissions?status=overdue': {
        body: [commission({ id: 'c-9', status: 'overdue', organizerTransactionId: null, organizer: { username: 'late', email: 'l@example.com', upiId: null, isActive: false } })],
      },
      'POST /api/admin/commissions/c-9/confirm': { body: commission({ id: 'c-9', status: 'confirmed' }) },
    });
    await screen.findByRole('region', { name: 'Spring Rapid' });
    await userEvent.click(screen.getByRole('button', { name: 'confirmed' }));
    expect(await screen.findByText('Confirmed on 5 Mar 2026, 10:00 am')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'overdue' }));
    const card = within(await screen.findByRole('region', { name: 'Spring Rapid' }));
    expect(card.getByText('late (deactivated)')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Confirm Payment' }));
    expect(await card.findByText('Transaction ID is required')).toBeInTheDocument();
    expect(card.getByLabelText('Transaction ID')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(card.getByLabelText('Transaction ID'), 'UPI777888999');
    await userEvent.click(card.getByRole('button', { name: 'Confirm Payment' }));
    expect(await screen.findByText('Commission payment confirmed successfully')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/admin/commissions/c-9/confirm')[0].body).toEqual({ transactionId: 'UPI777888999' });
  });
});
