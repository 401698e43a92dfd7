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

  it('tell what Delete really does to a completed tournament: nothing on Lichess, results gone here', async () => {
    const done = aTournament({
      name: 'Finished Cup',
      status: 'completed',
      lichessUrl: 'https://lichess.org/swiss/abc123',
      entryFee: '150.00',
      totalCollected: '1350.00',
      commissionDue: '135.00',
      commissionStatus: 'confirmed',
    });
    renderWithProviders(<DeleteButton tournament={done} />, { user: organizer });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Finished Cup' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Deleting "Finished Cup" is permanent: the tournament, its registrations and its results are removed from the portal and cannot be recovered. It has finished on Lichess, so nothing changes there: its Lichess page and results stay.',
    );
    expect(dialog).not.toHaveTextContent('terminated');
    expect(dialog).not.toHaveTextContent('refund');
  });

  it('say that a completed tournament with an unconfirmed commission can be deleted only once it is confirmed', async () => {
    const owing = aTournament({
      name: 'Owing Cup',
      status: 'completed',
      commissionDue: '135.00',
      commissionStatus: 'pending',
    });
    renderWithProviders(<DeleteButton tournament={owing} />, { user: organizer });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Owing Cup' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Its commission of ₹135.00 must be paid and confirmed first.',
    );
  });

  it('still warn that a tournament running on Lichess is terminated there', async () => {
    const running = aTournament({ name: 'Open Swiss', status: 'open', lichessUrl: 'https://lichess.org/swiss/x1' });
    renderWithProviders(<DeleteButton tournament={running} />, { user: organizer });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Open Swiss' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('it will be terminated there too');
  });
});
