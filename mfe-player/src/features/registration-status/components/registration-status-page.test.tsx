import { aUser, installFakeFetch, renderWithProviders, type FakeHandler } from '@chess-portal/portal-kit/src/testing';
import { screen, waitFor, within } from '@testing-library/react';
import PlayerApp from '../../../export-app';
import { aRegistration, aTournament, serverTimeAt } from '../../../testing/fixtures';

const player = aUser();
const START = '2026-12-05T12:00:00.000Z';
const MIN = 60_000;
const tournament = aTournament({
  name: 'Weekend Swiss',
  system: 'swiss',
  format: 'blitz',
  timeControl: '3+2',
  roundInterval: 45,
  entryFee: '100.00',
  isFree: false,
  startTime: START,
  lichessUrl: 'https://lichess.org/swiss/wknd0001',
});

let fake: ReturnType<typeof installFakeFetch>;
afterEach(() => {
  fake.restore();
  window.localStorage.clear();
});

function open(registrations: object[], routes: Record<string, FakeHandler> = {}) {
  fake = installFakeFetch({
    'GET /api/auth/me': { body: player },
    [`GET /api/tournaments/${tournament.id}`]: { body: tournament },
    [`GET /api/tournaments/${tournament.id}/registrations`]: { body: registrations },
    'GET /api/time': serverTimeAt('2026-12-01T10:00:00Z'),
    ...routes,
  });
  renderWithProviders(<PlayerApp />, { route: `/tournament/${tournament.id}/registration-status`, user: player });
}

const mine = (overrides = {}) =>
  aRegistration({ tournamentId: tournament.id, playerId: player.id, paymentId: 'UPI123456789', ...overrides });

describe('registration status page', () => {
  it("a completed tournament shows its result and the player's place, not a countdown; a cancelled one says so", async () => {
    const results = [
      { rank: 1, username: 'KnightRider99', score: 7 },
      { rank: 2, username: 'Player1', score: 6 },
    ];
    open([mine({ paymentStatus: 'approved' })], {
      [`GET /api/tournaments/${tournament.id}`]: { body: { ...tournament, status: 'completed', results } },
    });
    const status = await screen.findByRole('region', { name: 'Weekend Swiss' });
    await waitFor(() => expect(status).toHaveTextContent('This tournament is completed. Winner: KnightRider99.'));
    expect(status).toHaveTextContent('You finished #2 of 2 with 6 points.');
    expect(within(status).getByRole('link', { name: 'View Results' })).toHaveAttribute(
      'href',
      `/tournaments/${tournament.id}`,
    );
    expect(within(status).queryByRole('timer')).toBeNull();
    expect(within(status).queryByText(/available in/)).toBeNull();
    fake.restore();
    document.body.innerHTML = '';
    open([mine({ paymentStatus: 'approved' })], {
      [`GET /api/tournaments/${tournament.id}`]: { body: { ...tournament, status: 'cancelled' } },
    });
    const cancelled = await screen.findByRole('region', { name: 'Weekend Swiss' });
    await waitFor(() => expect(cancelled).toHaveTextContent('This tournament was cancelled by the organizer.'));
    expect(within(cancelled).queryByRole('button', { name: /Go to Tournament/ })).toBeNull();
  });

  it('pending: badge, message, tournament facts with the Swiss round interval, and the details card', async () => {
    open([aRegistration({ tournamentId: tournament.id, playerId: '00000000-0000-4000-8000-0000000000aa' }), mine()]);
    const status = await screen.findByRole('region', { name: 'Weekend Swiss' });
    expect(within(status).getByText('Pending')).toBeInTheDocument();
    expect(status).toHaveTextContent(
      "Your registration is being reviewed by the organizer. You'll be notified once approved.",
    );
    const summary = screen.getByRole('region', { name: 'Tournament' });
    for (const text of ['5 Dec 2026, 5:30 pm', '₹100.00', 'Blitz', '3+2', '45 seconds'])
      expect(summary).toHaveTextContent(text);
    const details = screen.getByRole('region', { name: 'Registration details' });
    expect(details).toHaveTextContent('UPI123456789');
    expect(details).toHaveTextContent('20 Nov 2026, 3:30 pm');
  });

  it('approved: counts down to 5 minutes before the start on the server clock, then opens the Lichess tournament', async () => {
    open([mine({ paymentStatus: 'approved', approvedAt: '2026-11-21T10:00:00.000Z' })], {
      'GET /api/time': serverTimeAt(Date.parse(START) - 5 * MIN - 2000),
    });
    const status = await screen.findByRole('region', { name: 'Weekend Swiss' });
    await waitFor(() => expect(within(status).getByRole('timer')).toHaveTextContent(/available in: 0h 0m [12]s/));
    const go = await within(status).findByRole('link', { name: 'Go to Tournament Weekend Swiss' }, { timeout: 4000 });
    expect(go).toHaveAttribute('href', 'https://lichess.org/swiss/wknd0001');
    expect(go).toHaveAttribute('target', '_blank');
  });

  it('approved, between 15 and 5 minutes before the start: says why it still counts down, and points to the dashboard', async () => {
    open([mine({ paymentStatus: 'approved' })], { 'GET /api/time': serverTimeAt(Date.parse(START) - 11 * MIN) });
    const status = await screen.findByRole('region', { name: 'Weekend Swiss' });
    await waitFor(() =>
      expect(status).toHaveTextContent('Opens here 5 minutes before the start — or go from your dashboard'),
    );
    expect(within(status).getByRole('timer')).toHaveTextContent(/available in: 0h 6m/);
    expect(within(status).getByRole('link', { name: 'your dashboard' })).toHaveAttribute('href', '/tournaments');
  });

  it('approved, more than 15 minutes before the start: only the countdown', async () => {
    open([mine({ paymentStatus: 'approved' })], { 'GET /api/time': serverTimeAt(Date.parse(START) - 16 * MIN) });
    const status = await screen.findByRole('region', { name: 'Weekend Swiss' });
    await waitFor(() => expect(within(status).getByRole('timer')).toHaveTextContent(/available in: 0h 11m/));
    expect(status).not.toHaveTextContent('Opens here');
  });

  it("approved: opens 'Go to Tournament' at core's accessOpensAt.statusPage", async () => {
    const statusPage = new Date(Date.parse('2026-12-01T10:00:00Z') - 1000).toISOString();
    open([mine({ paymentStatus: 'approved' })], {
      [`GET /api/tournaments/${tournament.id}`]: {
        body: { ...tournament, accessOpensAt: { dashboard: null, statusPage } },
      },
    });
    const status = await screen.findByRole('region', { name: 'Weekend Swiss' });
    expect(await within(status).findByRole('link', { name: 'Go to Tournament Weekend Swiss' })).toHaveAttribute(
      'href',
      'https://lichess.org/swiss/wknd0001',
    );
    expect(within(status).queryByRole('timer')).toBeNull();
  });

  it("approved, access open, but not on Lichess yet: 'Go to Tournament' stays disabled and says why", async () => {
    const statusPage = new Date(Date.parse('2026-12-01T10:00:00Z') - 1000).toISOString();
    open([mine({ paymentStatus: 'approved' })], {
      [`GET /api/tournaments/${tournament.id}`]: {
        body: { ...tournament, lichessUrl: null, accessOpensAt: { dashboard: null, statusPage } },
      },
    });
    const status = await screen.findByRole('region', { name: 'Weekend Swiss' });
    const go = await within(status).findByRole('button', { name: 'Go to Tournament Weekend Swiss' });
    await waitFor(() =>
      expect(go).toHaveAccessibleDescription(
        'The organizer has not opened this tournament on Lichess yet. The button works as soon as they do.',
      ),
    );
    expect(go).toBeDisabled();
    expect(within(status).queryByRole('link', { name: /Go to Tournament/ })).toBeNull();
  });

  it('rejected: Try Registering Again links to the tournament page', async () => {
    open([mine({ paymentStatus: 'rejected' })]);
    const status = await screen.findByRole('region', { name: 'Weekend Swiss' });
    expect(status).toHaveTextContent(
      'Your registration was not approved. Please contact the organizer for more information.',
    );
    expect(within(status).getByRole('link', { name: 'Try Registering Again' })).toHaveAttribute(
      'href',
      `/tournaments/${tournament.id}`,
    );
  });

  it.each([
    ['withdrawn', 'Withdrawn', 'You withdrew this registration.'],
    ['revoked', 'Revoked', 'The organizer revoked your registration.'],
  ] as const)('%s: says so, and links to the tournament page to register again', async (paymentStatus, badge, text) => {
    open([mine({ paymentStatus })]);
    const status = await screen.findByRole('region', { name: 'Weekend Swiss' });
    expect(within(status).getByText(badge)).toBeInTheDocument();
    expect(status).toHaveTextContent(text);
    expect(status).not.toHaveTextContent('unknown');
    expect(within(status).getByRole('link', { name: 'Try Registering Again' })).toHaveAttribute(
      'href',
      `/tournaments/${tournament.id}`,
    );
  });

  it("says 'Registration Not Found' without a registration of this player", async () => {
    open([aRegistration({ tournamentId: tournament.id, playerId: '00000000-0000-4000-8000-0000000000aa' })]);
    expect(await screen.findByText('Registration Not Found')).toBeInTheDocument();
  });

  it('refreshes every 5 seconds', async () => {
    open([mine()]);
    await screen.findByRole('region', { name: 'Weekend Swiss' });
    await waitFor(
      () =>
        expect(fake.callsTo('GET', `/api/tournaments/${tournament.id}/registrations`).length).toBeGreaterThanOrEqual(2),
      { timeout: 7000 },
    );
    expect(fake.callsTo('GET', `/api/tournaments/${tournament.id}`).length).toBeGreaterThanOrEqual(2);
  }, 10_000);
});
