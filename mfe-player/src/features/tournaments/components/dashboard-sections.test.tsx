import { CREATOR_NO_LONGER_CONNECTED } from '@chess-portal/contracts';
import { aUser, renderWithProviders, type FakeHandler } from '@chess-portal/portal-kit/src/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PlayerApp from '../../../export-app';
import { aMyRegistration, aTournament, serverTimeAt } from '../../../testing/fixtures';
import { installDashboardFetch as installFakeFetch } from '../../../testing/dashboard-fetch';

const START = '2026-12-01T11:00:00.000Z';
const MIN = 60_000;

let fake: ReturnType<typeof installFakeFetch>;
afterEach(() => {
  fake.restore();
  window.localStorage.clear();
});

function render(routes: Record<string, FakeHandler>, user = aUser()) {
  fake = installFakeFetch({
    'GET /api/auth/me': { body: user },
    'GET /api/tournaments': { body: [] },
    'GET /api/user/tournament-registrations': { body: [] },
    'GET /api/time': serverTimeAt('2026-11-30T11:00:00.000Z'),
    ...routes,
  });
  return renderWithProviders(<PlayerApp />, { route: '/tournaments', user });
}

const myCard = (name: string) => screen.findByRole('region', { name });

describe("dashboard 'My Tournaments' registration cards", () => {
  it('pending: outlined badge, the review text and View Status', async () => {
    const t = aTournament({ name: 'Pending Cup' });
    render({ 'GET /api/user/tournament-registrations': { body: [aMyRegistration(t, { paymentStatus: 'pending' })] } });
    const card = await myCard('Pending Cup');
    expect(within(card).getByText('Pending')).toHaveAttribute('data-variant', 'outline');
    expect(card).toHaveTextContent(
      "Your registration is being reviewed by the organizer. You'll be notified once approved.",
    );
    expect(within(card).getByRole('link', { name: 'View Status of Pending Cup' })).toHaveAttribute(
      'href',
      `/tournament/${t.id}/registration-status`,
    );
  });

  it('pending: the player withdraws it after a confirmation', async () => {
    const t = aTournament({ name: 'Withdraw Cup' });
    const reg = aMyRegistration(t, { paymentStatus: 'pending' });
    render({
      'GET /api/user/tournament-registrations': { body: [reg] },
      [`POST /api/registrations/${reg.id}/withdraw`]: {
        body: { message: 'Registration withdrawn', registration: { ...reg, paymentStatus: 'withdrawn' } },
      },
    });
    const card = await myCard('Withdraw Cup');
    await userEvent.click(within(card).getByRole('button', { name: 'Withdraw from Withdraw Cup' }));
    expect(fake.callsTo('POST', `/api/registrations/${reg.id}/withdraw`)).toHaveLength(0);
    const listed = fake.callsTo('GET', '/api/user/tournament-registrations').length;
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(fake.callsTo('POST', `/api/registrations/${reg.id}/withdraw`)).toHaveLength(1));
    // the card follows at once, not at the next poll (every 5 s)
    await waitFor(
      () => expect(fake.callsTo('GET', '/api/user/tournament-registrations').length).toBeGreaterThan(listed),
      { timeout: 2000 },
    );
  });

  it('approved and paid, before the start: withdrawing says the entry fee will be refunded (product.md §10)', async () => {
    const t = aTournament({
      name: 'Paid Cup',
      entryFee: '150.00',
      isFree: false,
      startTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });
    const reg = aMyRegistration(t, { paymentStatus: 'approved' });
    render({
      'GET /api/user/tournament-registrations': { body: [reg] },
      [`POST /api/registrations/${reg.id}/withdraw`]: {
        body: { message: 'Registration withdrawn', registration: { ...reg, paymentStatus: 'withdrawn' } },
      },
    });
    const card = await myCard('Paid Cup');
    await userEvent.click(within(card).getByRole('button', { name: 'Withdraw from Paid Cup' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Your entry fee of ₹150.00 will be refunded by the organizer (see My refunds and prizes).',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(fake.callsTo('POST', `/api/registrations/${reg.id}/withdraw`)).toHaveLength(1));
  });

  it('revoked: the revoked badge and text', async () => {
    const t = aTournament({ name: 'Revoked Cup' });
    render({
      'GET /api/user/tournament-registrations': { body: [aMyRegistration(t, { paymentStatus: 'revoked' })] },
    });
    const card = await myCard('Revoked Cup');
    expect(within(card).getByText('Revoked')).toHaveAttribute('data-variant', 'destructive');
    expect(card).toHaveTextContent('The organizer revoked your registration.');
  });

  it('approved: a countdown on the server clock until 15 min before the start, then Go to Tournament', async () => {
    const t = aTournament({ name: 'Approved Cup', startTime: START, lichessUrl: 'https://lichess.org/swiss/abcd1234' });
    const start = Date.parse(START);
    render({
      'GET /api/user/tournament-registrations': { body: [aMyRegistration(t, { paymentStatus: 'approved' })] },
      'GET /api/time': serverTimeAt(start - 15 * MIN - 2000),
    });
    const card = await myCard('Approved Cup');
    await waitFor(() =>
      expect(within(card).getByRole('timer')).toHaveTextContent(/^Tournament access available in: 0h 0m [12]s$/),
    );
    expect(within(card).getByRole('button', { name: 'Go to Tournament Approved Cup' })).toBeDisabled();
    const go = await within(card).findByRole('link', { name: 'Go to Tournament Approved Cup' }, { timeout: 4000 });
    expect(go).toHaveAttribute('href', 'https://lichess.org/swiss/abcd1234');
    expect(within(card).queryByRole('timer')).toBeNull();
  });

  it("shows no countdown until the server's clock is known", async () => {
    const t = aTournament({ name: 'Syncing Cup', startTime: START });
    render({
      'GET /api/user/tournament-registrations': { body: [aMyRegistration(t, { paymentStatus: 'approved' })] },
      'GET /api/time': () => new Promise(() => undefined),
    });
    const card = await myCard('Syncing Cup');
    expect(card).toHaveTextContent('Checking the tournament time...');
    expect(within(card).queryByRole('timer')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Go to Tournament Syncing Cup' })).toBeDisabled();
  });

  it('approved far ahead: the countdown reads in hours, minutes and seconds', async () => {
    const t = aTournament({ name: 'Later Cup', startTime: START });
    render({
      'GET /api/user/tournament-registrations': { body: [aMyRegistration(t, { paymentStatus: 'approved' })] },
      'GET /api/time': serverTimeAt(Date.parse(START) - 15 * MIN - (26 * 3600 + 5 * 60 + 30) * 1000),
    });
    const card = await myCard('Later Cup');
    await waitFor(() => expect(within(card).getByRole('timer')).toHaveTextContent(/available in: 26h 5m (30|29)s/));
  });

  it("counts down to core's accessOpensAt.dashboard, not to a window of its own", async () => {
    const now = Date.parse('2026-11-30T11:00:00.000Z');
    const opensAt = new Date(now + (3600 + 2 * 60 + 3) * 1000).toISOString();
    const t = aTournament({
      name: 'Server Cup',
      startTime: START,
      accessOpensAt: { dashboard: opensAt, statusPage: null },
    });
    render({ 'GET /api/user/tournament-registrations': { body: [aMyRegistration(t, { paymentStatus: 'approved' })] } });
    const card = await myCard('Server Cup');
    await waitFor(() => expect(within(card).getByRole('timer')).toHaveTextContent(/available in: 1h 2m [23]s/));
  });

  it('rejected: the product.md text and Try Again to the tournament page; other statuses read Unknown', async () => {
    const rejected = aTournament({ name: 'Rejected Cup' });
    const odd = aTournament({ name: 'Odd Cup' });
    render({
      'GET /api/user/tournament-registrations': {
        body: [
          aMyRegistration(rejected, { paymentStatus: 'rejected' }),
          aMyRegistration(odd, { paymentStatus: 'paid' }),
        ],
      },
    });
    const card = await myCard('Rejected Cup');
    expect(card).toHaveTextContent(
      'Your registration was not approved. Please contact the organizer for more information.',
    );
    expect(within(card).getByRole('link', { name: 'Try Again: Rejected Cup' })).toHaveAttribute(
      'href',
      `/tournaments/${rejected.id}`,
    );
    expect(await myCard('Odd Cup')).toHaveTextContent('Unknown');
  });

  it('leaves tournaments the player registered for out of Upcoming', async () => {
    const joined = aTournament({ name: 'Joined Open' });
    const other = aTournament({ name: 'Still Open' });
    render({
      'GET /api/tournaments': { body: [joined, other] },
      'GET /api/user/tournament-registrations': { body: [aMyRegistration(joined)] },
    });
    const upcoming = screen.getByRole('region', { name: 'Upcoming Tournaments' });
    await within(upcoming).findByText('Still Open');
    await waitFor(() => expect(within(upcoming).queryByText('Joined Open')).toBeNull());
  });

  it("shows until when each upcoming tournament can be joined ('Join before', 10 minutes before the start)", async () => {
    render({
      'GET /api/tournaments': { body: [aTournament({ name: 'Soon Open', startTime: '2026-12-05T12:00:00.000Z' })] },
    });
    const card = await within(screen.getByRole('region', { name: 'Upcoming Tournaments' })).findByRole('region', {
      name: 'Soon Open',
    });
    expect(card).toHaveTextContent('Join before5 Dec 2026, 5:20 pm');
  });

  it('polls the one aggregated registrations call, not one request per tournament', async () => {
    render({ 'GET /api/tournaments': { body: [aTournament(), aTournament(), aTournament()] } });
    await waitFor(
      () => expect(fake.callsTo('GET', '/api/user/tournament-registrations').length).toBeGreaterThanOrEqual(2),
      { timeout: 7000 },
    );
    expect(fake.calls.filter((c) => /\/registrations$/.test(c.path))).toHaveLength(0);
  }, 10_000);
});

describe('Recent Tournament Winners', () => {
  it('shows the 3 newest completed tournaments with results; the champion is the first result row', async () => {
    const done = (name: string, endTime: string, champion: string) =>
      aTournament({
        name,
        status: 'completed',
        endTime,
        results: [
          { rank: 1, username: champion, title: 'FM' },
          { rank: 2, username: `${champion}-2` },
        ],
      });
    render({
      'GET /api/tournaments': {
        body: [
          done('Oldest', '2026-01-01T10:00:00Z', 'A'),
          done('Newest', '2026-04-01T10:00:00Z', 'D'),
          done('Middle', '2026-03-01T10:00:00Z', 'C'),
          done('Second', '2026-02-01T10:00:00Z', 'B'),
          aTournament({ name: 'No Results', status: 'completed', endTime: '2026-05-01T10:00:00Z', results: [] }),
        ],
      },
    });
    const section = await screen.findByRole('region', { name: 'Recent Tournament Winners' });
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Newest', 'Middle', 'Second']);
    expect(within(section).getByRole('region', { name: 'Newest' })).toHaveTextContent('Champion: FM D');
  });
});

describe("the organizer's management card", () => {
  const organizer = aUser({ role: 'organizer', username: 'coach' });
  const list = (tournaments: object[]) => ({
    'GET /api/organizer/tournaments?limit=10': {
      body: { tournaments, paging: { page: 1, limit: 10, total: tournaments.length, pages: 1 } },
    },
  });

  it('lists own tournaments with the product.md badges; End only when live, Delete always; Create Tournament', async () => {
    render(
      list([
        aTournament({ name: 'Live One', status: 'live' }),
        aTournament({ name: 'Open One', status: 'open' }),
        aTournament({ name: 'Done One', status: 'completed' }),
      ]),
      organizer,
    );
    const card = await screen.findByRole('region', { name: 'My Tournaments: tournaments you organize' });
    await within(card).findByText('Live One');
    expect(within(card).getByText('live')).toHaveAttribute('data-variant', 'default');
    expect(within(card).getByText('open')).toHaveAttribute('data-variant', 'secondary');
    expect(within(card).getByText('completed')).toHaveAttribute('data-variant', 'outline');
    expect(
      within(card)
        .getAllByRole('button', { name: /^End / })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['End Live One']);
    expect(within(card).getAllByRole('button', { name: /^Delete / })).toHaveLength(3);
    expect(within(card).getByRole('link', { name: 'Create Tournament' })).toHaveAttribute(
      'href',
      '/organizer/tournaments/new',
    );
  });

  it('ends a live tournament after confirmation', async () => {
    const live = aTournament({ name: 'Live One', status: 'live' });
    render(
      {
        ...list([live]),
        [`POST /api/organizer/tournaments/${live.id}/end`]: { body: { details: { hadLichessIntegration: false } } },
      },
      organizer,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'End Live One' }));
    const dialog = screen.getByRole('dialog', { name: 'End tournament?' });
    expect(dialog).toHaveTextContent('hides "Live One" from players but keeps its data');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End Tournament' }));
    await waitFor(() => expect(fake.callsTo('POST', `/api/organizer/tournaments/${live.id}/end`)).toHaveLength(1));
  });

  it('when the creating Lichess account is gone: says so and ends it here only after a second confirmation', async () => {
    const live = aTournament({ name: 'Orphan One', status: 'live', lichessUrl: 'https://lichess.org/tournament/orph' });
    const sentence = `You cannot end this tournament on Lichess: ${CREATOR_NO_LONGER_CONNECTED}.`;
    render(
      {
        ...list([live]),
        [`POST /api/organizer/tournaments/${live.id}/end`]: (req) =>
          (req.body as { hereOnly?: boolean } | undefined)?.hereOnly
            ? { body: { details: { hadLichessIntegration: true, lichessTerminated: false } } }
            : { status: 409, body: { message: sentence } },
      },
      organizer,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'End Orphan One' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'End tournament?' })).getByRole('button', { name: 'End Tournament' }),
    );
    const ask = await screen.findByRole('dialog', { name: 'End it here only?' });
    expect(ask).toHaveTextContent(sentence);
    expect(screen.queryByText('End Tournament Failed')).not.toBeInTheDocument();
    await userEvent.click(within(ask).getByRole('button', { name: 'End it here only' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const calls = fake.callsTo('POST', `/api/organizer/tournaments/${live.id}/end`);
    expect(calls.map((c) => c.body ?? {})).toEqual([{}, { hereOnly: true }]);
  });

  it("says 'No tournaments created yet' when there are none", async () => {
    render(list([]), organizer);
    expect(await screen.findByText('No tournaments created yet')).toBeInTheDocument();
  });

  it('is not shown to players', async () => {
    render({});
    await screen.findByText('No tournaments available to join');
    expect(screen.queryByRole('link', { name: 'Create Tournament' })).toBeNull();
    expect(fake.callsTo('GET', '/api/organizer/tournaments?limit=10')).toHaveLength(0);
  });
});
