// The player's refunds and prizes at /me/money (product.md §10).
import type { Payout, Refund } from '@chess-portal/contracts';
import { aUser, installFakeFetch, renderWithProviders } from '@chess-portal/portal-kit/src/testing';
import { screen, within } from '@testing-library/react';
import PlayerApp from '../../../export-app';

const user = aUser({ teamVerified: true });
const refund: Refund = {
  id: '60000000-0000-4000-8000-000000000001',
  tournamentId: null,
  tournamentName: 'Saturday Swiss',
  playerId: user.id,
  playerName: user.username,
  playerUpiId: null,
  amount: '150.00',
  reason: 'deleted',
  status: 'owed',
  utr: null,
  sentAt: null,
  createdAt: '2026-11-26T10:00:00.000Z',
};
const prize: Payout = {
  id: '70000000-0000-4000-8000-000000000001',
  tournamentId: '10000000-0000-4000-8000-000000000001',
  tournamentName: 'Prize Swiss',
  rank: 2,
  playerId: user.id,
  playerName: user.username,
  lichessUsername: 'Player1',
  playerUpiId: 'p1@upi',
  amount: '300.00',
  status: 'sent',
  utr: '770000000003',
  sentAt: '2026-11-26T12:00:00.000Z',
  fairPlayFlag: null,
  createdAt: '2026-11-26T10:00:00.000Z',
};

let fake: ReturnType<typeof installFakeFetch>;
afterEach(() => fake.restore());

describe('my refunds and prizes', () => {
  it('shows a pending refund, a sent prize with its UTR, and asks for a UPI id while money is owed', async () => {
    fake = installFakeFetch({
      'GET /api/auth/me': { body: user },
      'GET /api/me/money': { body: { refunds: [refund], prizes: [prize], upiId: null } },
    });
    renderWithProviders(<PlayerApp />, { route: '/me/money', user });
    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    expect(within(refunds).getByText('Refund of ₹150.00 pending')).toBeInTheDocument();
    const prizes = screen.getByRole('region', { name: 'Prizes' });
    expect(within(prizes).getByText('Prize ₹300.00 sent, UTR 770000000003')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add it on your profile' })).toHaveAttribute('href', '/me');
  });

  it('shows the refund sent with its UTR, and empty states', async () => {
    fake = installFakeFetch({
      'GET /api/auth/me': { body: user },
      'GET /api/me/money': {
        body: {
          refunds: [{ ...refund, status: 'sent', utr: '660000000001', sentAt: '2026-11-26T11:00:00.000Z' }],
          prizes: [],
          upiId: 'p1@upi',
        },
      },
    });
    renderWithProviders(<PlayerApp />, { route: '/me/money', user });
    expect(await screen.findByText('Refund of ₹150.00 sent, UTR 660000000001')).toBeInTheDocument();
    expect(screen.getByText('No prizes yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add it on your profile' })).toBeNull();
  });
});
