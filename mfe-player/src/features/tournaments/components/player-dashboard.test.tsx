import { refreshed, refreshFailed, refreshOffline } from '@chess-portal/contracts/forms/network';
import { aUser, renderWithProviders } from '@chess-portal/portal-kit/src/testing';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PlayerApp from '../../../export-app';
import { routes } from '../../../routes';
import { aTournament } from '../../../testing/fixtures';
import { installDashboardFetch as installFakeFetch } from '../../../testing/dashboard-fetch';

describe('player dashboard at /tournaments', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => {
    fake.restore();
    window.localStorage.clear();
  });
  const render = () => renderWithProviders(<PlayerApp />, { route: '/tournaments', user: aUser() });
  const meOk = { 'GET /api/auth/me': { body: aUser() }, 'GET /api/user/tournament-registrations': { body: [] } };

  it('lists upcoming tournaments open for registration, earliest first, with their facts', async () => {
    fake = installFakeFetch({
      ...meOk,
      'GET /api/tournaments': {
        body: [
          aTournament({
            name: 'Late Blitz',
            startTime: '2026-12-05T13:30:00.000Z',
            format: 'blitz',
            system: 'arena',
            timeControl: '3+2',
            isFree: false,
            entryFee: '150.00',
            registrationCount: 7,
            maxPlayers: 50,
          }),
          aTournament({ name: 'Early Rapid', startTime: '2026-12-01T11:00:00.000Z', status: 'open' }),
          aTournament({ name: 'Live Now', status: 'live' }),
          aTournament({ name: 'Finished', status: 'completed' }),
          aTournament({ name: 'No Date', startTime: null }),
        ],
      },
    });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Chess School Arena Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Manage tournaments, puzzle competitions, and track performance')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Upcoming Tournaments' });
    await within(section).findByText('Early Rapid');
    const names = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(['Early Rapid', 'Late Blitz']);

    const blitz = within(section).getByRole('region', { name: 'Late Blitz' });
    expect(blitz).toHaveTextContent('arena');
    expect(blitz).toHaveTextContent('blitz');
    expect(blitz).toHaveTextContent('3+2');
    expect(blitz).toHaveTextContent('5 Dec 2026, 7:00 pm');
    expect(blitz).toHaveTextContent('₹150.00');
    expect(blitz).toHaveTextContent('7 / 50');
    expect(within(blitz).getByRole('link', { name: 'View details of Late Blitz' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/tournaments\/[0-9a-f-]{36}$/),
    );
    const rapid = within(section).getByRole('region', { name: 'Early Rapid' });
    expect(within(rapid).getByText('FREE')).toBeInTheDocument();
  });

  it('says so when nothing is open', async () => {
    fake = installFakeFetch({ ...meOk, 'GET /api/tournaments': { body: [aTournament({ status: 'completed' })] } });
    render();
    expect(await screen.findByText('No tournaments available to join')).toBeInTheDocument();
  });

  it('shows a loading state, then an error with a retry', async () => {
    let fail = true;
    fake = installFakeFetch({
      ...meOk,
      'GET /api/tournaments': { body: [] },
      // Upcoming is the server's page of upcoming tournaments
      'GET /api/tournaments/browse': () =>
        fail
          ? { status: 503, body: { message: 'Service temporarily unavailable' } }
          : {
              body: {
                items: [aTournament({ name: 'Back Again' })],
                paging: { page: 1, limit: 6, total: 1, pages: 1 },
              },
            },
    });
    render();
    expect(screen.getByRole('status', { name: 'Loading tournaments...' })).toBeInTheDocument();
    expect(await screen.findByText('Failed to load tournaments')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back Again')).toBeInTheDocument();
  });

  it('refreshes the list with the Refresh button', async () => {
    fake = installFakeFetch({ ...meOk, 'GET /api/tournaments': { body: [] } });
    render();
    await screen.findByText('No tournaments available to join');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    await waitFor(() => expect(fake.callsTo('GET', '/api/tournaments')).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled(), { timeout: 2000 });
    expect(screen.getByText(refreshed)).toHaveAttribute('role', 'status');
  });

  describe('Refresh on a bad network (issue 25)', () => {
    afterEach(() => act(() => onlineManager.setOnline(true)));

    it('says when offline that what is shown stays, and refreshes when the network returns', async () => {
      fake = installFakeFetch({ ...meOk, 'GET /api/tournaments': { body: [] } });
      render();
      await screen.findByText('No tournaments available to join');
      act(() => void window.dispatchEvent(new Event('offline')));
      await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
      expect(screen.getByText(refreshOffline)).toHaveAttribute('role', 'status');
      expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
      expect(screen.getByText('No tournaments available to join')).toBeInTheDocument();
      expect(fake.callsTo('GET', '/api/tournaments')).toHaveLength(1);
      act(() => void window.dispatchEvent(new Event('online')));
      await waitFor(() => expect(fake.callsTo('GET', '/api/tournaments')).toHaveLength(2));
    });

    it('says so when the refresh fails', async () => {
      let calls = 0;
      fake = installFakeFetch({
        ...meOk,
        'GET /api/tournaments': () => (++calls === 1 ? { body: [] } : Promise.reject(new TypeError('Failed to fetch'))),
      });
      render();
      await screen.findByText('No tournaments available to join');
      await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
      await waitFor(() => expect(screen.getByText(refreshFailed)).toHaveAttribute('role', 'status'), { timeout: 3000 });
    });
  });

  it('advertises puzzles as coming soon', async () => {
    fake = installFakeFetch({ ...meOk, 'GET /api/tournaments': { body: [] } });
    render();
    await userEvent.click(screen.getByRole('tab', { name: 'Puzzles' }));
    expect(screen.getByText('Live puzzle tournaments')).toBeInTheDocument();
    expect(screen.getByText('Real-time leaderboards')).toBeInTheDocument();
  });

  it('renders Not Found for unknown player paths', () => {
    fake = installFakeFetch(meOk);
    renderWithProviders(<PlayerApp />, { route: '/tournament/no-such-page', user: aUser() });
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
  it('makes at once exactly the calls its route names for the edge to preload (routes.ts prefetch, issue 25)', async () => {
    fake = installFakeFetch({
      ...meOk,
      'GET /api/tournaments': { body: [aTournament({ name: 'Early Rapid', status: 'open' })] },
    });
    render();
    await screen.findByRole('link', { name: 'View details of Early Rapid' });
    const prefetch = routes.find((route) => route.path === '/tournaments')?.prefetch;
    const made = fake.calls.filter((call) => call.method === 'GET').map((call) => call.path);
    expect([...new Set(made)].sort()).toEqual([...(prefetch ?? [])].sort());
  });
});
