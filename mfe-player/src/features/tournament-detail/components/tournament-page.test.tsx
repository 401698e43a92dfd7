import { PUBLIC_REGISTRATIONS_PAGE, SHOW_MORE, UPI_LINK_NOTE } from '@chess-portal/contracts';
import { aUser, installFakeFetch, renderWithProviders, type FakeHandler } from '@chess-portal/portal-kit/src/testing';
import { networkFailed, offlineQueued, waitingForNetwork } from '@chess-portal/contracts/forms/network';
import { Toaster } from '@chess-portal/portal-kit';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PlayerApp from '../../../export-app';
import { aRegistration, aTournament, serverTimeAt } from '../../../testing/fixtures';

const player = aUser({ lichessUsername: 'Player1', lichessVerified: true });
const paid = aTournament({
  name: 'Weekend Blitz Cup',
  description: 'Fast games, real prizes.',
  format: 'blitz',
  system: 'arena',
  timeControl: '3+2',
  entryFee: '100.00',
  isFree: false,
  startTime: '2026-12-05T12:00:00.000Z',
  registrationCount: 7,
  maxPlayers: 32,
  organizerUpi: 'organizer@okaxis',
  organizerName: 'organizer',
});

let fake: ReturnType<typeof installFakeFetch>;
afterEach(() => {
  fake.restore();
  window.localStorage.clear();
});

function open(
  tournament = paid,
  routes: Record<string, FakeHandler> = {},
  user: ReturnType<typeof aUser> | null = player,
) {
  fake = installFakeFetch({
    'GET /api/auth/me': user ? { body: user } : { status: 401, body: { message: 'Authentication required' } },
    [`GET /api/tournaments/${tournament.id}`]: { body: tournament },
    [`GET /api/tournaments/${tournament.id}/registrations`]: { body: [] },
    'GET /api/time': serverTimeAt('2026-12-01T10:00:00Z'),
    ...routes,
  });
  return renderWithProviders(
    <>
      <PlayerApp />
      <Toaster />
    </>,
    { route: `/tournaments/${tournament.id}`, user },
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('tournament page /tournaments/:id', () => {
  it('shows the facts: status, description, format, system, time control, fee, start (Kolkata) and players', async () => {
    open();
    const facts = await screen.findByRole('region', { name: 'About this tournament' });
    for (const text of [
      'Fast games, real prizes.',
      'Registration',
      'Blitz',
      'Arena',
      '3+2',
      '₹100.00',
      '5:30 pm IST',
      '7 / 32',
    ]) {
      expect(facts).toHaveTextContent(text);
    }
    expect(screen.getByRole('heading', { level: 1, name: 'Weekend Blitz Cup' })).toBeInTheDocument();
  });

  it('names the organizer, labels the start with its zone and lists the registered players with their status', async () => {
    open(paid, {
      [`GET /api/tournaments/${paid.id}/registrations`]: {
        body: [
          aRegistration({ tournamentId: paid.id, playerId: 'p-1', playerLichessUsername: 'KnightRider_IN' }),
          aRegistration({
            tournamentId: paid.id,
            playerId: 'p-2',
            playerLichessUsername: 'BishopPair',
            paymentStatus: 'approved',
          }),
          aRegistration({
            tournamentId: paid.id,
            playerId: 'p-3',
            playerLichessUsername: 'Gone',
            paymentStatus: 'rejected',
          }),
          aRegistration({
            tournamentId: paid.id,
            playerId: 'p-4',
            playerName: 'no_lichess',
            playerLichessUsername: null,
          }),
          aRegistration({
            tournamentId: paid.id,
            playerId: 'p-5',
            playerLichessUsername: 'ChangedMind',
            paymentStatus: 'withdrawn',
          }),
          aRegistration({
            tournamentId: paid.id,
            playerId: 'p-6',
            playerLichessUsername: 'Revoked1',
            paymentStatus: 'revoked',
          }),
        ],
      },
    });
    const facts = await screen.findByRole('region', { name: 'About this tournament' });
    expect(facts).toHaveTextContent('Organizerorganizer');
    // jest runs in UTC: the viewer's time first, IST beside it
    expect(facts).toHaveTextContent(/Start time5 Dec 2026, 12:00 pm (UTC|GMT) \(5:30 pm IST\)/);
    const players = await screen.findByRole('list', { name: 'Registered players' });
    await waitFor(() => expect(within(players).getAllByRole('listitem')).toHaveLength(3));
    expect(
      within(players)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['KnightRider_INPending', 'BishopPairApproved', 'no_lichess (no Lichess account linked)Pending']);
    expect(screen.getByRole('heading', { name: 'Registered players (3)' })).toBeInTheDocument();
  });

  it('reads a long list of players a page at a time with Show more (the API answers 250 a page)', async () => {
    const big = aTournament({ ...paid, id: 'big-open', registrationCount: 260, maxPlayers: 1000 });
    const rows = (from: number, n: number) =>
      Array.from({ length: n }, (_, k) =>
        aRegistration({
          id: `r${from + k}`,
          tournamentId: big.id,
          playerId: `p${from + k}`,
          playerLichessUsername: `P${from + k}`,
        }),
      );
    open(big, {
      [`GET /api/tournaments/${big.id}/registrations`]: { body: rows(0, PUBLIC_REGISTRATIONS_PAGE) },
      [`GET /api/tournaments/${big.id}/registrations?page=2`]: { body: rows(PUBLIC_REGISTRATIONS_PAGE, 10) },
    });
    const players = await screen.findByRole('list', { name: 'Registered players' });
    await waitFor(() => expect(within(players).getAllByRole('listitem')).toHaveLength(PUBLIC_REGISTRATIONS_PAGE));
    expect(screen.getByRole('heading', { name: 'Registered players (260)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: SHOW_MORE }));
    await waitFor(() => expect(within(players).getAllByRole('listitem')).toHaveLength(260));
    expect(screen.queryByRole('button', { name: SHOW_MORE })).not.toBeInTheDocument();
  });

  it("downloads an .ics event with 'Add to calendar'", async () => {
    const blobs: Blob[] = [];
    const create = jest.fn((blob: Blob) => (blobs.push(blob), 'blob:ics'));
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: jest.fn() });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to calendar' }));
    expect(clicked[0].download).toBe('weekend_blitz_cup.ics');
    expect(blobs[0].type).toBe('text/calendar');
    const text = await blobs[0].text();
    expect(text).toContain('DTSTART:20261205T120000Z');
    expect(text).toContain('SUMMARY:Weekend Blitz Cup');
    click.mockRestore();
  });

  it('shows a FREE badge and the Swiss round interval', async () => {
    open(aTournament({ name: 'Free Swiss', isFree: true, system: 'swiss', roundInterval: 90 }));
    const facts = await screen.findByRole('region', { name: 'About this tournament' });
    expect(within(facts).getByText('FREE')).toBeInTheDocument();
    expect(facts).toHaveTextContent('1 minute 30 seconds');
  });

  it('asks visitors to log in', async () => {
    open(paid, {}, null);
    const panel = await screen.findByRole('region', { name: 'Registration' });
    // back to this tournament after signing in
    expect(within(panel).getByRole('link', { name: 'Login to Join' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/tournaments/${paid.id}`)}`,
    );
  });

  it.each([
    ['a visitor', null],
    ['a player', player],
  ])("tells %s until when the tournament can be joined: 'Join before' the window closes", async (_who, user) => {
    open(paid, {}, user);
    const panel = await screen.findByRole('region', { name: 'Registration' });
    // starts 5 Dec 2026, 5:30 pm IST; joining closes 10 minutes before
    await waitFor(() => expect(panel).toHaveTextContent('Join before 5 Dec 2026, 5:20 pm'));
  });

  it("tells visitors why a tournament nobody can join cannot be joined, instead of 'Login to Join'", async () => {
    open(
      aTournament({
        status: 'completed',
        registrationOpen: false,
        joinRefusal: { code: 'registration_closed', message: 'Registration is closed' },
      }),
      {},
      null,
    );
    const panel = await screen.findByRole('region', { name: 'Registration' });
    expect(within(panel).getByRole('heading', { name: 'Cannot Join' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Registration is closed');
    expect(panel).not.toHaveTextContent(/Login to Join|Sign in to register/);
  });

  it('offers UPI payment for a paid event: a QR from the organizer UPI id and the Pay with UPI link', async () => {
    open();
    const payment = await screen.findByLabelText('Payment');
    expect(within(payment).getByRole('img', { name: 'UPI QR code for Weekend Blitz Cup' })).toBeInTheDocument();
    expect(within(payment).getByRole('link', { name: 'Pay with UPI' })).toHaveAttribute(
      'href',
      'upi://pay?pa=organizer%40okaxis&pn=organizer&am=100.00&cu=INR&tn=Weekend%20Blitz%20Cup',
    );
    expect(screen.getByLabelText('Lichess username')).toHaveValue('Player1');
    expect(screen.getByLabelText('Lichess username')).toHaveAttribute('readonly');
  });

  it('on a phone, puts the QR, Copy UPI ID and Copy amount first, keeps the link with its note, and says where the UTR is', async () => {
    window.innerWidth = 390;
    window.dispatchEvent(new Event('resize'));
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open();
    const payment = within(await screen.findByLabelText('Payment'));
    const inOrder = [
      payment.getByRole('img', { name: 'UPI QR code for Weekend Blitz Cup' }),
      payment.getByRole('button', { name: 'Copy UPI ID' }),
      payment.getByRole('button', { name: 'Copy amount' }),
      payment.getByRole('link', { name: 'Pay with UPI' }),
      payment.getByText(UPI_LINK_NOTE),
      payment.getByRole('region', { name: 'After paying: find the 12-digit UTR' }),
      screen.getByLabelText('Transaction ID (required)'),
    ];
    for (let i = 1; i < inOrder.length; i++)
      expect(inOrder[i - 1]!.compareDocumentPosition(inOrder[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await userEvent.click(payment.getByRole('button', { name: 'Copy UPI ID' }));
    expect(writeText).toHaveBeenLastCalledWith('organizer@okaxis');
    expect(await screen.findByText('UPI ID copied')).toBeInTheDocument();
    await userEvent.click(payment.getByRole('button', { name: 'Copy amount' }));
    expect(writeText).toHaveBeenLastCalledWith('100.00');

    const help = within(payment.getByRole('region', { name: 'After paying: find the 12-digit UTR' }));
    for (const app of ['Google Pay:', 'PhonePe:', 'Paytm:']) expect(help.getByText(app)).toBeInTheDocument();
    expect(help.getByText(/not the "Transaction ID" starting with T/)).toBeInTheDocument();
    window.innerWidth = 1024;
  });

  it("shows the organizer's uploaded QR image when there is one", async () => {
    open({ ...paid, upiQrCode: 'data:image/png;base64,UVI=' });
    expect(await screen.findByRole('img', { name: 'Payment QR code for Weekend Blitz Cup' })).toHaveAttribute(
      'src',
      'data:image/png;base64,UVI=',
    );
  });

  it('alerts when the organizer has no UPI id', async () => {
    open({ ...paid, organizerUpi: null });
    expect(
      await screen.findByText(
        'UPI payment not available. The tournament organizer needs to add their UPI ID in their profile settings first.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay with UPI' })).toBeNull();
  });

  it('requires the transaction id for a paid event, then submits and goes to the status page', async () => {
    open(paid, {
      [`POST /api/tournaments/${paid.id}/join`]: {
        status: 201,
        body: { message: 'Registration submitted.', registration: aRegistration({ tournamentId: paid.id }) },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit Registration' }));
    const field = screen.getByLabelText('Transaction ID (required)');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Transaction ID is required for paid tournaments'),
    );
    expect(fake.callsTo('POST', `/api/tournaments/${paid.id}/join`)).toHaveLength(0);

    await userEvent.type(field, 'UPI123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Registration' }));
    await waitFor(() => expect(location()).toBe(`/tournament/${paid.id}/registration-status`));
    expect(fake.callsTo('POST', `/api/tournaments/${paid.id}/join`)[0].body).toEqual({
      playerId: player.id,
      transactionId: 'UPI123456789',
    });
    expect(await screen.findByText('Registration Successful')).toBeInTheDocument();
  });

  it("joins a free event with 'Join Tournament' and no transaction id; a failure shows the server's message", async () => {
    const free = aTournament({ name: 'Free Rapid' });
    open(free, { [`POST /api/tournaments/${free.id}/join`]: { status: 409, body: { message: 'Tournament is full' } } });
    expect(screen.queryByLabelText(/Transaction ID/)).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Join Tournament' }));
    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(screen.getByText('Tournament is full')).toBeInTheDocument();
    expect(fake.callsTo('POST', `/api/tournaments/${free.id}/join`)[0].body).toEqual({
      playerId: player.id,
      transactionId: null,
    });
  });

  describe('joining on a bad network (issue 25)', () => {
    afterEach(() => act(() => onlineManager.setOnline(true)));

    it('says an offline join waits for the network, with no endless spinner, and sends it when back', async () => {
      const free = aTournament({ name: 'Free Rapid' });
      open(free, { [`POST /api/tournaments/${free.id}/join`]: { body: { message: 'Registration submitted' } } });
      const join = await screen.findByRole('button', { name: 'Join Tournament' });
      act(() => void window.dispatchEvent(new Event('offline')));
      await userEvent.click(join);
      const form = screen.getByRole('form', { name: 'Join Free Rapid' });
      expect(await within(form).findByRole('alert')).toHaveTextContent(offlineQueued);
      const waiting = within(form).getByRole('button', { name: waitingForNetwork });
      expect(waiting).toBeDisabled();
      expect(waiting).not.toHaveAttribute('aria-busy', 'true');
      expect(fake.callsTo('POST', `/api/tournaments/${free.id}/join`)).toHaveLength(0);
      act(() => void window.dispatchEvent(new Event('online')));
      expect(await screen.findByText('Registration Successful')).toBeInTheDocument();
      expect(fake.callsTo('POST', `/api/tournaments/${free.id}/join`)).toHaveLength(1);
      await waitFor(() => expect(location()).toBe(`/tournament/${free.id}/registration-status`));
    });

    it('says the network failed when a join gets no answer', async () => {
      const free = aTournament({ name: 'Free Rapid' });
      open(free, {
        [`POST /api/tournaments/${free.id}/join`]: () => Promise.reject(new TypeError('Failed to fetch')),
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Join Tournament' }));
      // the failure toast says why (an earlier test's failure toast may still be fading out: same title)
      const toast = (await screen.findByText(networkFailed)).closest('[data-sonner-toast]');
      expect(toast).toHaveTextContent('Registration Failed');
    });
  });

  it('warns when the Lichess account is linked but not verified', async () => {
    open(paid, {}, aUser({ lichessUsername: 'Player1', lichessVerified: false }));
    expect(await screen.findByText('Lichess account not connected')).toBeInTheDocument();
  });

  it('sends a player with no linked Lichess account to the wizard instead of a form that would fail', async () => {
    open(paid, {}, aUser({ lichessUsername: null, lichessVerified: false, teamVerified: false }));
    const panel = await screen.findByRole('region', { name: 'Registration' });
    expect(await within(panel).findByRole('heading', { name: 'Link your Lichess account first' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Link Lichess account' })).toHaveAttribute('href', '/register');
    expect(within(panel).queryByRole('button', { name: 'Submit Registration' })).toBeNull();
  });

  it('sends a linked player who is not in the team to the team step', async () => {
    open(paid, {}, aUser({ lichessUsername: 'Player1', teamVerified: false }));
    const panel = await screen.findByRole('region', { name: 'Registration' });
    expect(await within(panel).findByRole('heading', { name: 'Join the Chess School team first' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Join the team' })).toHaveAttribute('href', '/register');
    expect(within(panel).queryByRole('form')).toBeNull();
  });

  it.each([
    [{ code: 'tournament_full' as const, message: 'Tournament is full' }, 'Tournament is full'],
    [{ code: 'registration_closed' as const, message: 'Registration is closed' }, 'Registration is closed'],
    [
      { code: 'join_window_closed' as const, message: 'Registration closes 10 minutes before the start' },
      'Registration closed at 5 Dec 2026, 5:20 pm (10 minutes before the start)',
    ],
  ])("says Cannot Join with core's reason for %p", async (joinRefusal, reason) => {
    // the instant is core's joinClosesAt, shown in Asia/Kolkata; the browser holds no window of its own
    open({ ...paid, joinRefusal, joinClosesAt: '2026-12-05T11:50:00.000Z', registrationOpen: false });
    const panel = await screen.findByRole('region', { name: 'Registration' });
    expect(await within(panel).findByText('Cannot Join')).toBeInTheDocument();
    expect(panel).toHaveTextContent(reason);
    // the window has closed when core refuses for it: never 'Join before' a time already past
    expect(panel).not.toHaveTextContent('Join before');
  });

  it('sends an already registered player to the registration status page', async () => {
    open(paid, {
      [`GET /api/tournaments/${paid.id}/registrations`]: {
        body: [aRegistration({ tournamentId: paid.id, playerId: player.id })],
      },
    });
    await waitFor(() => expect(location()).toBe(`/tournament/${paid.id}/registration-status`));
  });

  it('lets a rejected player register again', async () => {
    open(paid, {
      [`GET /api/tournaments/${paid.id}/registrations`]: {
        body: [aRegistration({ tournamentId: paid.id, playerId: player.id, paymentStatus: 'rejected' })],
      },
    });
    expect(await screen.findByRole('button', { name: 'Submit Registration' })).toBeInTheDocument();
    expect(location()).toBe(`/tournaments/${paid.id}`);
  });

  it.each([
    ['withdrawn', 'You withdrew your previous registration. You can register again.'],
    ['revoked', 'The organizer revoked your previous registration. You can register again.'],
  ] as const)(
    'tells a player whose registration was %s the truth, and lets them register again',
    async (status, text) => {
      open(paid, {
        [`GET /api/tournaments/${paid.id}/registrations`]: {
          body: [aRegistration({ tournamentId: paid.id, playerId: player.id, paymentStatus: status })],
        },
      });
      const panel = await screen.findByRole('region', { name: 'Registration' });
      await waitFor(() => expect(panel).toHaveTextContent(text));
      expect(panel).not.toHaveTextContent('not approved');
      expect(within(panel).getByRole('button', { name: 'Submit Registration' })).toBeInTheDocument();
    },
  );

  it("says 'Tournament not found' when it cannot be loaded", async () => {
    open(paid, { [`GET /api/tournaments/${paid.id}`]: { status: 404, body: { message: 'Tournament not found' } } });
    expect(await screen.findByText('Tournament not found')).toBeInTheDocument();
  });
});

describe('results of a completed tournament', () => {
  const results = [
    { rank: 1, username: 'KnightRider_IN', title: 'FM', score: 4.5, rating: 2105, performance: 2240 },
    { rank: 2, username: 'BishopPair', title: null, score: 4, rating: 1980, performance: 2110 },
    { rank: 3, username: 'DemoPlayer', title: null, score: 3.5, rating: 1720, performance: 1905 },
    { rank: 4, username: 'RookLift99', title: null, score: 3, rating: 1805, performance: 1790 },
  ];

  it('shows the podium and the table', async () => {
    open(aTournament({ status: 'completed', registrationOpen: false, results }));
    const podium = await screen.findByRole('list', { name: 'Podium' });
    expect(
      within(podium)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ChampionFM KnightRider_IN4.5 points', 'SecondBishopPair4 points', 'ThirdDemoPlayer3.5 points']);
    expect(within(screen.getByRole('table', { name: 'Final standings' })).getAllByRole('row')).toHaveLength(5);
  });

  it('lets the keyboard reach the standings, which scroll sideways on a phone', async () => {
    open(aTournament({ status: 'completed', registrationOpen: false, results }), {}, null);
    const box = await screen.findByRole('region', { name: 'Final standings, scrollable' });
    expect(within(box).getByRole('table', { name: 'Final standings' })).toBeInTheDocument();
    box.focus();
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('tabindex', '0');
  });

  const owner = aUser({ id: '9a1c2a34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', role: 'organizer' });
  const onLichessWithoutResults = aTournament({
    status: 'completed',
    registrationOpen: false,
    results: null,
    organizerId: owner.id,
    lichessTournamentId: 'abcd1234',
    lichessUrl: 'https://lichess.org/tournament/abcd1234',
  });

  it.each([
    ['the organizer who owns it', owner],
    ['an admin', aUser({ role: 'admin' })],
  ])('offers Fetch Results to %s when it is on Lichess without results', async (_who, user) => {
    const t = onLichessWithoutResults;
    open(t, { [`POST /api/tournaments/${t.id}/fetch-results`]: { body: { results } } }, user);
    await userEvent.click(await screen.findByRole('button', { name: 'Fetch Results' }));
    await waitFor(() => expect(fake.callsTo('POST', `/api/tournaments/${t.id}/fetch-results`)).toHaveLength(1));
    // the toaster outlives one test: the previous case's toast may still be shown
    expect((await screen.findAllByText('Results fetched successfully')).length).toBeGreaterThan(0);
  });

  it.each([
    ['a visitor', null],
    ['a player', player],
    ['another organizer', aUser({ role: 'organizer' })],
  ])('does not offer Fetch Results to %s, who could not use it', async (_who, user) => {
    open(onLichessWithoutResults, {}, user);
    const card = await screen.findByRole('region', { name: 'Results' });
    expect(card).toHaveTextContent('No results yet');
    expect(within(card).queryByRole('button', { name: 'Fetch Results' })).toBeNull();
  });
});
