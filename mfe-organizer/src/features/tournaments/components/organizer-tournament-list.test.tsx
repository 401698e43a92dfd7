import type { OrganizerTournament } from '@chess-portal/contracts';
import { aTournamentBase } from '@chess-portal/contracts/testing';
import { aUser, installFakeFetch, renderWithProviders } from '@chess-portal/portal-kit/src/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OrganizerApp from '../../../export-app';

let n = 0;
function aTournament(overrides: Partial<OrganizerTournament> = {}): OrganizerTournament {
  n += 1;
  return {
    ...aTournamentBase({
      id: `10000000-0000-4000-8000-00000000000${n}`,
      name: `Tournament ${n}`,
      description: 'Weekly club event',
      timeControl: '10+0',
      maxPlayers: 40,
      entryFee: '100.00',
      organizerId: '20000000-0000-4000-8000-000000000001',
      lichessTeamSlug: 'chess-school',
      rounds: 7,
    }),
    totalCollected: '0.00',
    commissionDue: '0.00',
    commissionStatus: 'pending',
    registrationCount: 3,
    qrCode: null,
    lichessSync: null,
    lichessTerminatedAt: null,
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

  const listCalls = () =>
    fake.calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/organizer/tournaments'));
  const paging = (total: number, page = 1) => ({ page, limit: 20, total, pages: Math.ceil(total / 20) });

  it('says which tournaments Lichess is not in step with, and asks again until it is', async () => {
    let served = 0;
    fake = installFakeFetch({
      'GET /api/auth/me': { body: organizer },
      'GET /api/organizer/tournaments': () => {
        served += 1;
        const lichess = { lichessUrl: 'https://lichess.org/swiss/abc123', status: 'registration' as const };
        return {
          body: {
            tournaments: [
              aTournament({
                name: 'Syncing Swiss',
                ...lichess,
                lichessSync:
                  served === 1
                    ? { state: 'syncing', error: null, retryAt: null }
                    : { state: 'synced', error: null, retryAt: null },
              }),
              aTournament({
                name: 'Failing Swiss',
                ...lichess,
                lichessSync: {
                  state: 'failed',
                  error: 'Lichess is not responding',
                  retryAt: '2026-12-01T10:15:00.000Z',
                },
              }),
            ],
            paging: paging(2),
          },
        };
      },
    });
    render();
    const table = await screen.findByRole('table', { name: 'My tournaments' });
    const syncing = within(table).getByRole('row', { name: /Syncing Swiss/ });
    expect(syncing).toHaveTextContent('Allow-list syncing to Lichess…');
    expect(within(table).getByRole('row', { name: /Failing Swiss/ })).toHaveTextContent(
      /Allow-list sync failed, retrying at 1 Dec 2026/,
    );
    // asked again 2 s later: now in step, and the row says nothing more
    await waitFor(
      () => expect(within(table).getByRole('row', { name: /Syncing Swiss/ })).not.toHaveTextContent('Allow-list'),
      {
        timeout: 6000,
      },
    );
  }, 15_000);

  it('shows each tournament as a table row with status, format, date, fee, registrations and the Lichess marker', async () => {
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
              format: 'blitz',
              entryFee: '0.00',
              description: null,
            }),
            aTournament({
              name: 'Ended Arena',
              status: 'cancelled',
              lichessUrl: 'https://lichess.org/tournament/ended01',
              lichessTerminatedAt: '2026-11-20T10:00:00.000Z',
            }),
          ],
          paging: paging(3),
        },
      },
    });
    render();
    const table = await screen.findByRole('table', { name: 'My tournaments' });
    // terminated on Lichess by its End: no link to a page that only says so
    const ended = within(table).getByRole('row', { name: /Ended Arena/ });
    expect(within(ended).queryByRole('link', { name: /Open on Lichess/ })).not.toBeInTheDocument();
    expect(within(ended).getByText('Terminated on Lichess')).toBeInTheDocument();
    expect(within(ended).queryByText('Live on Lichess')).not.toBeInTheDocument();
    const spring = within(table).getByRole('row', { name: /Spring Rapid Open/ });
    expect(spring).toHaveTextContent('rapid · swiss · 15+10');
    expect(within(spring).getByText('live')).toHaveAttribute('data-variant', 'default');
    expect(spring).toHaveTextContent('1 Dec 2026, 4:30 pm');
    expect(spring).toHaveTextContent('₹100.00');
    expect(spring).toHaveTextContent('3 / 40');
    expect(within(spring).getByText('Live on Lichess')).toBeInTheDocument();
    expect(within(spring).getByRole('link', { name: /Open on Lichess/ })).toHaveAttribute(
      'href',
      'https://lichess.org/swiss/abc123',
    );
    expect(within(spring).getByRole('link', { name: 'View details of Spring Rapid Open' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/organizer\/tournaments\//),
    );

    const arena = within(table).getByRole('row', { name: /Unscheduled Arena/ });
    expect(within(arena).getByText('open')).toHaveAttribute('data-variant', 'secondary');
    expect(arena).toHaveTextContent('blitz · arena');
    expect(arena).toHaveTextContent('TBD');
    expect(arena).toHaveTextContent('Free');
    expect(within(arena).queryByText('Live on Lichess')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1–3 of 3 tournaments')).toBeInTheDocument();
    expect(listCalls()[0]!.path).toMatch(/\?page=1&limit=20$/);
  });

  it('asks the server for the page, search, filters and sort, and pages on', async () => {
    fake = installFakeFetch({
      'GET /api/auth/me': { body: organizer },
      'GET /api/organizer/tournaments': {
        body: { tournaments: [aTournament({ name: 'Kolkata Blitz' })], paging: paging(45) },
      },
    });
    const user = userEvent;
    render();
    await screen.findByRole('row', { name: /Kolkata Blitz/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search tournaments' }), 'kolkata{Enter}');
    await user.selectOptions(screen.getByLabelText('Status'), 'registration');
    await user.selectOptions(screen.getByLabelText('Entry fee'), 'paid');
    await user.selectOptions(screen.getByLabelText('Format'), 'blitz');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'start');
    await waitFor(() =>
      expect(listCalls().at(-1)!.path).toMatch(
        /page=1&limit=20&q=kolkata&status=registration&fee=paid&format=blitz&sort=start$/,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listCalls().at(-1)!.path).toMatch(/page=2&limit=20&q=kolkata/));
  });

  it('says nothing matches when a search finds no tournament', async () => {
    fake = installFakeFetch({
      'GET /api/auth/me': { body: organizer },
      'GET /api/organizer/tournaments': { body: { tournaments: [], paging: paging(0) } },
    });
    renderWithProviders(<OrganizerApp />, { route: '/organizer/tournaments?q=nothing', user: organizer });
    expect(await screen.findByText('No tournaments found')).toBeInTheDocument();
    expect(screen.queryByText('No tournaments yet')).not.toBeInTheDocument();
  });

  it('offers to create the first tournament when there are none', async () => {
    fake = installFakeFetch({
      'GET /api/auth/me': { body: organizer },
      'GET /api/organizer/tournaments': { body: { tournaments: [], paging: paging(0) } },
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
    expect(listCalls()).toHaveLength(3);
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
    expect(listCalls()).toHaveLength(1);
  });

  it('sends /organizer to the list and renders Not Found for unknown paths', async () => {
    fake = installFakeFetch({
      'GET /api/auth/me': { body: organizer },
      'GET /api/organizer/tournaments': { body: { tournaments: [], paging: paging(0) } },
    });
    const first = renderWithProviders(<OrganizerApp />, { route: '/organizer', user: organizer });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/organizer/tournaments'));
    first.unmount();
    renderWithProviders(<OrganizerApp />, { route: '/organizer/nowhere', user: organizer });
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
