// End and Delete say how many paid players there are and that refunds will be owed (product.md §10).
import { installFakeFetch, renderWithProviders } from '@chess-portal/portal-kit/src/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aTournament, organizer } from '../../../testing/fixtures';
import { DeleteButton, EndButton, paidPlayerCount } from './lifecycle-buttons';

describe('the end and delete dialogs', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  beforeEach(() => {
    fake = installFakeFetch({ 'GET /api/auth/me': { body: organizer } });
  });
  afterEach(() => fake.restore());

  it('count the paid players from the fees collected and warn that refunds will be owed', async () => {
    const paid = aTournament({ name: 'Saturday Swiss', entryFee: '150.00', totalCollected: '300.00', status: 'open' });
    renderWithProviders(<DeleteButton tournament={paid} />, { user: organizer });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Saturday Swiss' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'It has 2 paid players: a refund of ₹150.00 each will be owed to them (see Money, Refunds due).',
    );
  });

  it('say nothing about refunds for a free or completed tournament, and count one player as one', async () => {
    expect(paidPlayerCount({ entryFee: '0.00', totalCollected: '0.00', status: 'open' })).toBe(0);
    expect(paidPlayerCount({ entryFee: '150.00', totalCollected: '300.00', status: 'completed' })).toBe(0);
    const one = aTournament({ name: 'Rapid', entryFee: '99.50', totalCollected: '99.50', status: 'registration' });
    renderWithProviders(<EndButton tournament={one} />, { user: organizer });
    await userEvent.click(screen.getByRole('button', { name: 'End Rapid' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('It has 1 paid player: a refund of ₹99.50 each');
  });
});
