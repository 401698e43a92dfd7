import type { OrganizerTournament } from '@chess-portal/contracts';
import { aUser, installFakeFetch, renderWithProviders } from '@chess-portal/portal-kit/src/testing';
import { screen, waitFor, within } from '@testing-library/react';
import OrganizerApp from '../../../export-app';

let n = 0;
function aTournament(overrides: Partial<OrganizerTournament> = {}): OrganizerTournament {
  n += 1;
  return {
    id: `10000000-0000-4000-8000-00000000000${n}`,
    name: `Tournament ${n}`,
    description: 'Weekly club event',
    format: 'rapid',
    timeControl: '10+0',
    system: 'swiss',
    maxPlayers: 40,
    entryFee: '100.00',
    prizePool: '0.00',
    startTime: '2026-12-01T11:00:00.000Z',
    endTime: null,
    status: 'registration',
    organizerId: '20000000-0000-4000-8000-000000000001',
    lichessTeamSlug: 'chess-school',
    rounds: 7,
    currentRound: 0,
    roundInterval: 60,
    lichessIntegration: false,
    lichessType: null,
    lichessTournamentId: null,
    lichessUrl: null,
    manualPairing: false,
    results: null,
    resultsLastFetched: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    totalCollected: '0.00',
    commissionDue: '0.00',
    commissionStatus: 'pending',
    registrationCount: 3,
    qrCode: null,
    ...overrides,
  };
}

const organizer = aUser({ role: 'organizer', username: 'org1' });

describe('organizer list at /organizer/tournaments', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => {
    fake.restore();
    window.localStorage.clear();
  });
  const render = () => renderWithProviders(<OrganizerApp />, { route: '/organizer/tournaments', user: organizer });

  it('shows each tournament with status, date, fee and the Lichess marker', async () => {
    fake = installFakeFetch({
      'GET /api/auth/me': { body: organizer },
      'GET /api/organizer/tournaments': {
        body: {
          tournaments: [
            aTournament({
              name: 'Spring Rapid Open',
              status: 'live',
              lichessUrl: 'https://lichess.org/swiss/abc123',
              system: 'swiss',
              timeControl: '15+10',
            }),
            aTournament({
              name: 'Unscheduled Arena',
              status: 'open',
              startTime: null,
              system: 'arena',
              entryFee: '0.00',
              description: null,
            }),
          ],
        },
      },
    });
    render();
    const spring = await screen.findByRole('region', { name: 'Spring Rapid Open' });
    expect(spring).toHaveTextContent('swiss · 15+10');
    expect(within(spring).getByText('live')).toHaveAttribute('data-variant', 'default');
    expect(spring).toHaveTextContent('Weekly club event');
    expect(spring).toHaveTextContent('1 Dec 2026, 4:30 pm');
    expect(spring).toHaveTextContent('₹100.00');
    expect(within(spring).getByText('Live on Lichess')).toBeInTheDocument();
    expect(within(spring).getByRole('link', { name: /Open on Lichess/ })).toHaveAttribute(
      'href',
      'https://lichess.org/swiss/abc123',
    );
    expect(within(spring).getByRole('link', { name: 'View details of Spring Rapid Open' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/organizer\/tournaments\//),
    );

    const arena = screen.getByRole('region', { name: 'Unscheduled Arena' });
    expect(within(arena).getByText('open')).toHaveAttribute('data-variant', 'secondary');
    expect(arena).toHaveTextContent('TBD');
    expect(arena).toHaveTextContent('Free');
    expect(within(arena).queryByText('Live on Lichess')).not.toBeInTheDocument();
  });

  it('offers to create the first tournament when there are none', async () => {
    fake = installFakeFetch({
      'GET /api/auth/me': { body: organizer },
      'GET /api/organizer/tournaments': { body: { tournaments: [] } },
    });
    render();
    expect(await screen.findByText('No tournaments yet')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Create Tournament' });
    expect(links.every((a) => a.getAttribute('href') === '/organizer/tournaments/new')).toBe(true);
  });

  it('on 401 refreshes the user and retries twice, 1 s apart, then asks to log in again', async () => {
    fake = installFakeFetch({
      'GET /api/auth/me': { body: organizer },
      'GET /api/organizer/tournaments': { status: 401, body: { message: 'Not signed in' } },
    });
    render();
    expect(
      await screen.findByText('Authentication required - please login again', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(fake.callsTo('GET', '/api/organizer/tournaments')).toHaveLength(3);
    // one refresh on load plus one per failed attempt
    await waitFor(() => expect(fake.callsTo('GET', '/api/auth/me')).toHaveLength(4));
  });

  it('shows the server message for other failures, without retrying', async () => {
    fake = installFakeFetch({
      'GET /api/auth/me': { body: organizer },
      'GET /api/organizer/tournaments': { status: 503, body: { message: 'Service temporarily unavailable' } },
    });
    render();
    expect(await screen.findByText('Service temporarily unavailable')).toBeInTheDocument();
    expect(fake.callsTo('GET', '/api/organizer/tournaments')).toHaveLength(1);
  });

  it('sends /organizer to the list and renders Not Found for unknown paths', async () => {
    fake = installFakeFetch({
      'GET /api/auth/me': { body: organizer },
      'GET /api/organizer/tournaments': { body: { tournaments: [] } },
    });
    const first = renderWithProviders(<OrganizerApp />, { route: '/organizer', user: organizer });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/organizer/tournaments'));
    first.unmount();
    renderWithProviders(<OrganizerApp />, { route: '/organizer/nowhere', user: organizer });
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
