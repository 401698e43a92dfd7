import type { AdminCommission } from '@chess-portal/contracts';
import { installFakeFetch } from '@chess-portal/portal-kit/src/testing';
import { toast } from '@chess-portal/portal-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAdmin, renderAdmin } from '../../../testing/render-admin';

const commission = (overrides: Partial<AdminCommission>): AdminCommission => ({
  id: 'c-1',
  tournamentId: 't-1',
  organizerId: 'o-1',
  commissionAmount: '1250.50',
  organizerTransactionId: 'UPI424242',
  status: 'pending',
  dueDate: '2026-03-06T04:30:00.000Z',
  paidAt: null,
  confirmedBy: null,
  confirmedAt: null,
  createdAt: '2026-03-01T04:30:00.000Z',
  organizer: { username: 'club_runner', email: 'club@example.com', upiId: 'club@okhdfc', isActive: true },
  tournament: { name: 'Spring Rapid' },
  transactionIdUses: [],
  ...overrides,
});
const pending = [
  commission({}),
  commission({
    id: 'c-2',
    organizerTransactionId: null,
    tournament: { name: 'Blitz Night' },
    organizer: { username: 'night_owl', email: 'o@example.com', upiId: null, isActive: true },
  }),
];

let fake: ReturnType<typeof installFakeFetch>;
afterEach(() => {
  toast.dismiss();
  fake.restore();
  window.localStorage.clear();
});
/** The server's search: by status (pending unless asked), and q over organizer, tournament and transaction id. */
const search =
  (byStatus: Partial<Record<string, AdminCommission[]>>) =>
  ({ path }: { path: string }) => {
    const query = new URL(path, 'http://localhost').searchParams;
    const term = (query.get('q') ?? '').toLowerCase();
    const items = (byStatus[query.get('status') ?? 'pending'] ?? []).filter((c) =>
      [c.organizer.username, c.tournament.name, c.organizerTransactionId ?? ''].some((f) =>
        f.toLowerCase().includes(term),
      ),
    );
    return { body: { items, paging: { page: 1, limit: 20, total: items.length, pages: 1 } } };
  };
const setup = (routes: Parameters<typeof installFakeFetch>[0] = {}, more: Record<string, AdminCommission[]> = {}) => {
  fake = installFakeFetch({
    'GET /api/auth/me': { body: anAdmin },
    'GET /api/admin/commissions/search': search({ pending, ...more }),
    ...routes,
  });
  return renderAdmin('/admin/commissions');
};
const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });
const findRow = (name: string) => screen.findByRole('row', { name: new RegExp(`^${name}`) });
const queryRow = (name: string) => screen.queryByRole('row', { name: new RegExp(`^${name}`) });
const searches = () => fake.calls.filter((c) => c.path.startsWith('/api/admin/commissions/search?'));

describe('/admin/commissions', () => {
  it('shows amount, due date, organizer UPI and transaction id; Confirm Payment only with a transaction id', async () => {
    setup();
    const spring = within(await findRow('Spring Rapid'));
    for (const text of ['₹1,250.50', '6 Mar 2026', 'club@okhdfc', 'UPI424242', 'club_runner'])
      expect(spring.getByText(text)).toBeInTheDocument();
    expect(spring.getByRole('button', { name: 'Confirm Payment' })).toBeInTheDocument();
    const blitz = within(row('Blitz Night'));
    expect(blitz.getByText('Not submitted')).toBeInTheDocument();
    expect(blitz.queryByRole('button', { name: 'Confirm Payment' })).not.toBeInTheDocument();
  });

  it('confirms a payment in a dialog, with the product.md toast', async () => {
    setup({
      'POST /api/admin/commissions/c-1/confirm': {
        body: commission({ status: 'confirmed', confirmedAt: '2026-03-05T04:30:00.000Z' }),
      },
    });
    await userEvent.click(
      await within(await findRow('Spring Rapid')).findByRole('button', {
        name: 'Confirm Payment',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm commission payment?' }));
    for (const text of ['Spring Rapid', 'club_runner', '₹1,250.50', 'UPI424242'])
      expect(dialog.getByText(text)).toBeInTheDocument();
    expect(dialog.queryByText('This UTR is already used')).not.toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/admin/commissions/c-1/confirm')).toHaveLength(0);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm Payment' }));
    expect(await screen.findByText('Commission payment confirmed successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // no transaction id: an empty JSON object (every unsafe request is JSON: the BFFs' CSRF rules refuse others)
    expect(fake.callsTo('POST', '/api/admin/commissions/c-1/confirm')[0].body).toEqual({});
  });

  it("flags a player's UTR used as the commission payment and says where; confirms only with Confirm anyway", async () => {
    const flagged = commission({
      organizerTransactionId: '417250000101',
      transactionIdUses: [
        {
          kind: 'registration',
          id: 'r-1',
          tournamentId: 't-9',
          tournamentName: 'Saturday Swiss',
          username: 'arjun_k',
          at: '2026-02-20T05:00:00.000Z',
        },
      ],
    });
    setup(
      {
        'POST /api/admin/commissions/c-1/confirm': { body: { ...flagged, status: 'confirmed' } },
      },
      { pending: [flagged] },
    );
    const spring = within(await findRow('Spring Rapid'));
    expect(spring.getByText('Used elsewhere')).toBeInTheDocument();
    await userEvent.click(spring.getByRole('button', { name: 'Confirm Payment' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm commission payment?' }));
    expect(dialog.getByText('This UTR is already used')).toBeInTheDocument();
    expect(dialog.getByText('Registration of arjun_k for Saturday Swiss, 20 Feb 2026')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Confirm Payment' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(fake.callsTo('POST', '/api/admin/commissions/c-1/confirm')).toHaveLength(0);

    await userEvent.click(spring.getByRole('button', { name: 'Confirm Payment' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm anyway' }));
    expect(await screen.findByText('Commission payment confirmed successfully')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/admin/commissions/c-1/confirm')[0].body).toEqual({
      confirmReusedTransactionId: true,
    });
  });

  it("shows core's refusal of a typed UTR used elsewhere in the dialog, then confirms anyway", async () => {
    const reused =
      "This transaction ID is already used: arjun_k's registration for Saturday Swiss (2026-02-20). Check it.";
    setup(
      {
        'POST /api/admin/commissions/c-9/confirm': ({ body }) =>
          (body as { confirmReusedTransactionId?: boolean }).confirmReusedTransactionId
            ? { body: commission({ id: 'c-9', status: 'confirmed' }) }
            : { status: 409, body: { message: reused } },
      },
      { overdue: [commission({ id: 'c-9', status: 'overdue', organizerTransactionId: null })] },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'overdue' }));
    const card = within(await findRow('Spring Rapid'));
    await userEvent.type(card.getByLabelText('Transaction ID'), '417250000101');
    await userEvent.click(card.getByRole('button', { name: 'Confirm Payment' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm commission payment?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm Payment' }));
    expect(await dialog.findByText(reused)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm anyway' }));
    expect(await screen.findByText('Commission payment confirmed successfully')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/admin/commissions/c-9/confirm').map((c) => c.body)).toEqual([
      { transactionId: '417250000101' },
      { transactionId: '417250000101', confirmReusedTransactionId: true },
    ]);
  });

  it('reports a failed confirmation', async () => {
    setup({
      'POST /api/admin/commissions/c-1/confirm': {
        status: 409,
        body: { message: 'Only a pending or overdue commission can be confirmed' },
      },
    });
    await userEvent.click(
      await within(await findRow('Spring Rapid')).findByRole('button', {
        name: 'Confirm Payment',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm commission payment?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm Payment' }));
    expect(await screen.findByText('Failed to confirm commission payment')).toBeInTheDocument();
  });

  it('asks the server for one page of pending commissions, then the next page', async () => {
    const many = Array.from({ length: 20 }, (_, i) => commission({ id: `c-${i}`, tournament: { name: `Cup ${i}` } }));
    fake = installFakeFetch({
      'GET /api/auth/me': { body: anAdmin },
      'GET /api/admin/commissions/search': ({ path }) => ({
        body: {
          items: path.includes('page=2') ? [commission({ id: 'c-last', tournament: { name: 'Last Cup' } })] : many,
          paging: { page: path.includes('page=2') ? 2 : 1, limit: 20, total: 21, pages: 2 },
        },
      }),
    });
    renderAdmin('/admin/commissions');
    await findRow('Cup 0');
    expect(searches()[0]!.path).toBe('/api/admin/commissions/search?page=1&limit=20&status=pending');
    expect(screen.getByText('Showing 1–20 of 21 commissions')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await findRow('Last Cup');
    expect(searches().at(-1)!.path).toBe('/api/admin/commissions/search?page=2&limit=20&status=pending');
  });

  it('searches by organizer, tournament or transaction id on the server', async () => {
    setup();
    await findRow('Spring Rapid');
    const search = screen.getByRole('searchbox', { name: 'Search commissions' });
    await userEvent.type(search, 'night_o');
    await waitFor(() => expect(queryRow('Spring Rapid')).not.toBeInTheDocument());
    await userEvent.clear(search);
    await userEvent.type(search, 'upi4242');
    await waitFor(() => expect(queryRow('Blitz Night')).not.toBeInTheDocument());
    expect(row('Spring Rapid')).toBeInTheDocument();
    expect(searches().some((c) => c.path.includes('q=upi4242'))).toBe(true);
    await userEvent.clear(search);
    await userEvent.type(search, 'nothing');
    expect(await screen.findByText('No commissions found')).toBeInTheDocument();
  });

  it('shows confirmation dates, and takes the transaction id an overdue organizer sent', async () => {
    setup(
      { 'POST /api/admin/commissions/c-9/confirm': { body: commission({ id: 'c-9', status: 'confirmed' }) } },
      {
        confirmed: [commission({ status: 'confirmed', confirmedAt: '2026-03-05T04:30:00.000Z' })],
        overdue: [
          commission({
            id: 'c-9',
            status: 'overdue',
            organizerTransactionId: null,
            organizer: { username: 'late', email: 'l@example.com', upiId: null, isActive: false },
          }),
        ],
      },
    );
    await findRow('Spring Rapid');
    await userEvent.click(screen.getByRole('button', { name: 'confirmed' }));
    expect(await screen.findByText('Confirmed on 5 Mar 2026, 10:00 am')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'overdue' }));
    const card = within(await findRow('Spring Rapid'));
    expect(card.getByText('late (deactivated)')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Confirm Payment' }));
    expect(await card.findByText('Transaction ID is required')).toBeInTheDocument();
    expect(card.getByLabelText('Transaction ID')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(card.getByLabelText('Transaction ID'), 'UPI777888999');
    await userEvent.click(card.getByRole('button', { name: 'Confirm Payment' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm commission payment?' }));
    expect(dialog.getByText('UPI777888999')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm Payment' }));
    expect(await screen.findByText('Commission payment confirmed successfully')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/admin/commissions/c-9/confirm')[0].body).toEqual({
      transactionId: 'UPI777888999',
    });
  });
});
