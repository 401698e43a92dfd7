// The organizer's Money page (product.md §10): Refunds due with the player's UPI id and amount, the UTR
// form (the shared 12-digit rule, then the server), prizes with a fair-play flag, and the totals.
import { UTR_SHAPE, type MoneyAmounts, type Payout, type Refund } from '@chess-portal/contracts';
import { Toaster } from '@chess-portal/portal-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OrganizerApp from '../../../export-app';
import { renderArea, TID } from '../../../testing/fixtures';

const app = (
  <>
    <OrganizerApp />
    <Toaster />
  </>
);
const refund: Refund = {
  id: '60000000-0000-4000-8000-000000000001',
  tournamentId: null,
  tournamentName: 'Saturday Swiss',
  playerId: '30000000-0000-4000-8000-000000000001',
  playerName: 'demo',
  playerUpiId: 'demo@okhdfc',
  amount: '150.00',
  reason: 'deleted',
  status: 'owed',
  utr: null,
  sentAt: null,
  createdAt: '2026-11-26T10:00:00.000Z',
};
const payout: Payout = {
  id: '70000000-0000-4000-8000-000000000001',
  tournamentId: TID,
  tournamentName: 'Prize Swiss',
  rank: 1,
  playerId: '30000000-0000-4000-8000-000000000002',
  playerName: 'cheat',
  lichessUsername: 'MarkedCheater',
  playerUpiId: 'cheat@upi',
  amount: '500.00',
  status: 'owed',
  utr: null,
  sentAt: null,
  fairPlayFlag: 'MarkedCheater is marked on Lichess for a terms-of-service violation.',
  createdAt: '2026-11-26T10:00:00.000Z',
};
const amounts: MoneyAmounts = {
  collected: '600.00',
  refundsOwed: '150.00',
  refundsSent: '0.00',
  prizesOwed: '500.00',
  prizesSent: '0.00',
  commissionDue: '45.00',
  commissionPaid: '0.00',
  net: '-95.00',
};
const paging = { page: 1, limit: 20, total: 1, pages: 1 };

describe('the Money page at /organizer/money', () => {
  let fake: ReturnType<typeof renderArea>['fake'];
  afterEach(() => fake.restore());

  it('lists refunds due and records a UTR; shows a flagged winner and the totals', async () => {
    ({ fake } = renderArea(app, '/organizer/money', {
      'GET /api/organizer/refunds': { body: { refunds: [refund], paging } },
      'GET /api/organizer/payouts': { body: { payouts: [payout], paging } },
      'GET /api/organizer/money': {
        body: {
          organizerId: '20000000-0000-4000-8000-000000000001',
          totals: amounts,
          tournaments: [
            { ...amounts, tournamentId: TID, tournamentName: 'Prize Swiss', status: 'completed', startTime: null },
          ],
          paging,
        },
      },
      [`POST /api/organizer/refunds/${refund.id}/sent`]: {
        body: {
          message: 'Refund recorded as sent; the player was notified',
          refund: { ...refund, status: 'sent', utr: '660000000001', sentAt: '2026-11-26T11:00:00.000Z' },
        },
      },
    }));
    const refunds = await screen.findByRole('table', { name: 'Refunds due' });
    const row = within(refunds).getByRole('row', { name: /demo/ });
    expect(row).toHaveTextContent('Saturday Swiss');
    expect(row).toHaveTextContent('₹150.00');
    expect(row).toHaveTextContent('demo@okhdfc');
    expect(row).toHaveTextContent('tournament deleted');

    const form = within(row).getByRole('form', { name: 'Record the refund to demo' });
    const utr = within(form).getByLabelText('UTR (12 digits)');
    await userEvent.type(utr, '12ab');
    await userEvent.click(within(form).getByRole('button', { name: 'Record UTR' }));
    expect(await within(form).findByText(UTR_SHAPE)).toBeInTheDocument();
    await userEvent.clear(utr);
    await userEvent.type(utr, '6600 0000 0001');
    await userEvent.click(within(form).getByRole('button', { name: 'Record UTR' }));
    expect(await screen.findByText('Refund recorded as sent; the player was notified')).toBeInTheDocument();
    await waitFor(() => expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({ utr: '660000000001' }));

    const prizes = screen.getByRole('table', { name: 'Prize payouts' });
    const winner = within(prizes).getByRole('row', { name: /cheat/ });
    expect(winner).toHaveTextContent('#1 cheat');
    expect(winner).toHaveTextContent('fair play: check');
    expect(
      within(winner).getByRole('switch', { name: "I checked this winner's account and will pay anyway" }),
    ).toBeInTheDocument();

    const totals = screen.getByRole('region', { name: 'All tournaments' });
    expect(within(totals).getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/organizer/money/export.csv',
    );
    expect(totals).toHaveTextContent('-₹95.00');
  });

  it('says so when nothing is owed', async () => {
    ({ fake } = renderArea(app, '/organizer/money', {
      'GET /api/organizer/refunds': { body: { refunds: [], paging: { ...paging, total: 0, pages: 0 } } },
      'GET /api/organizer/payouts': { body: { payouts: [], paging: { ...paging, total: 0, pages: 0 } } },
      'GET /api/organizer/money': {
        body: {
          organizerId: TID,
          totals: { ...amounts, net: '0.00' },
          tournaments: [],
          paging: { ...paging, total: 0 },
        },
      },
    }));
    expect(await screen.findByText('No refunds')).toBeInTheDocument();
    expect(await screen.findByText('No prizes yet')).toBeInTheDocument();
  });
});
