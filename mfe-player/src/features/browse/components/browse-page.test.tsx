import { installFakeFetch, renderWithProviders } from '@chess-portal/portal-kit/src/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PlayerApp from '../../../export-app';
import { aTournament } from '../../../testing/fixtures';

let fake: ReturnType<typeof installFakeFetch>;
afterEach(() => fake.restore());

const page = (items: ReturnType<typeof aTournament>[], total = items.length, pageNo = 1) => ({
  body: { items, paging: { page: pageNo, limit: 20, total, pages: Math.ceil(total / 20) } },
});

describe('/tournaments/browse', () => {
  it('shows visitors one page of upcoming tournaments from the server and pages on', async () => {
    fake = installFakeFetch({
      'GET /api/auth/me': { status: 401, body: { message: 'Not signed in' } },
      'GET /api/tournaments/browse?scope=upcoming&page=1&limit=20': page(
        [
          aTournament({ name: 'Kolkata Open', entryFee: '0.00', isFree: true }),
          aTournament({ name: 'Weekend Cup', entryFee: '150.00', isFree: false }),
        ],
        45,
      ),
      'GET /api/tournaments/browse?scope=upcoming&page=2&limit=20': page([aTournament({ name: 'Late Cup' })], 45, 2),
    });
    renderWithProviders(<PlayerApp />, { route: '/tournaments/browse' });
    const table = await screen.findByRole('table', { name: 'Upcoming tournaments' });
    expect(within(table).getByRole('link', { name: 'Kolkata Open' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/tournaments\//),
    );
    expect(within(table).getByText('FREE')).toBeInTheDocument();
    expect(within(table).getByText('₹150.00')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–20 of 45 tournaments')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Late Cup' })).toBeInTheDocument();
  });

  it('sends the search and filters to the server, and shows the past results archive with champions', async () => {
    fake = installFakeFetch({
      'GET /api/auth/me': { status: 401, body: { message: 'Not signed in' } },
      'GET /api/tournaments/browse': page([]),
      'GET /api/tournaments/browse?scope=past&page=1&limit=20': page([
        aTournament({
          name: 'Autumn Classic',
          status: 'completed',
          results: [{ rank: 1, username: 'magnus_k', title: null, score: 7, rating: 2100, performance: 2300 }],
        }),
      ]),
    });
    renderWithProviders(<PlayerApp />, { route: '/tournaments/browse' });
    expect(await screen.findByText('No tournaments available to join')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Entry' }), 'free');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'open{Enter}');
    await waitFor(() =>
      expect(fake.calls.map((c) => c.path)).toContain(
        '/api/tournaments/browse?scope=upcoming&page=1&limit=20&q=open&fee=free',
      ),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Past results' }));
    const table = await screen.findByRole('table', { name: 'Past tournaments' });
    expect(within(table).getByText('magnus_k')).toBeInTheDocument();
  });
});
