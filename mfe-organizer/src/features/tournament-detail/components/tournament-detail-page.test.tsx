import { Toaster } from '@chess-portal/portal-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OrganizerApp from '../../../export-app';
import { aDetail, aRegistration, renderArea, TID } from '../../../testing/fixtures';
import { approvedFileName } from '../../../lib/clipboard';

const app = (
  <>
    <OrganizerApp />
    <Toaster />
  </>
);
const T = `/api/organizer/tournaments/${TID}`;

describe('organizer detail at /organizer/tournaments/{id}', () => {
  let fake: ReturnType<typeof renderArea>['fake'];
  afterEach(() => fake.restore());

  it('edits with the description shown and sent: a changed Rounds keeps the payment instructions', async () => {
    const detail = aDetail();
    detail.tournament = { ...detail.tournament, description: 'Pay ₹150 to coach@upi and enter the UTR.' };
    ({ fake } = renderArea(app, `/organizer/tournaments/${TID}`, {
      [`GET ${T}`]: { body: detail },
      [`PUT ${T}`]: { body: { success: true, message: 'Tournament updated', tournament: detail.tournament } },
    }));
    const form = await screen.findByRole('form', { name: 'Edit tournament' });
    expect(within(form).getByLabelText('Description (optional)')).toHaveValue(
      'Pay ₹150 to coach@upi and enter the UTR.',
    );
    const rounds = within(form).getByLabelText(/Rounds/);
    await userEvent.clear(rounds);
    await userEvent.type(rounds, '6');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(fake.callsTo('PUT', T)).toHaveLength(1));
    expect(fake.callsTo('PUT', T)[0].body).toMatchObject({
      nb_rounds: 6,
      description: 'Pay ₹150 to coach@upi and enter the UTR.',
    });
  });

  it('shows status, registrations and fee, the edit form before the push, and pushes to Lichess', async () => {
    ({ fake } = renderArea(app, `/organizer/tournaments/${TID}`, {
      [`GET ${T}`]: { body: aDetail() },
      [`POST ${T}/push`]: {
        body: {
          success: true,
          lichessUrl: 'https://lichess.org/swiss/abc',
          lichessTournamentId: 'abc',
          message: 'Pushed to Lichess. 1 approved player can join there.',
          notes: [],
        },
      },
    }));
    expect(await screen.findByRole('heading', { name: 'Sunday Swiss' })).toBeInTheDocument();
    expect(screen.getByText('Registrations').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Entry fee').nextSibling).toHaveTextContent('₹150.00');
    expect(screen.getByRole('form', { name: 'Edit tournament' })).toBeInTheDocument();
    expect(screen.getByText('Not pushed to Lichess yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Registrations' })).toHaveAttribute(
      'href',
      `/organizer/tournaments/${TID}/registrations`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Push to Lichess' }));
    expect(await screen.findByText('Pushed to Lichess')).toBeInTheDocument();
    expect(fake.callsTo('POST', `${T}/push`)).toHaveLength(1);
  });

  it('says before the push which Lichess account will create the Swiss, and why', async () => {
    const reason =
      'Your Lichess account CoachAnita does not lead the team "chess-school", and only its leaders can create a Swiss there, so the portal\'s Lichess account ChessSchoolBot will create it.';
    ({ fake } = renderArea(app, `/organizer/tournaments/${TID}`, {
      [`GET ${T}`]: {
        body: aDetail({}, { lichessCreator: { account: 'platform', username: 'ChessSchoolBot', reason } }),
      },
    }));
    const card = await screen.findByRole('region', { name: 'Lichess Integration' });
    expect(within(card).getByText('Created on Lichess by').nextSibling).toHaveTextContent(`ChessSchoolBot${reason}`);
  });

  it('once on Lichess: Already on Lichess, no edit form, the live link, and the results podium', async () => {
    const results = [
      { rank: 1, username: 'QueenGambit', title: null, score: 4.5, rating: 2050, performance: 2200 },
      { rank: 2, username: 'DemoPlayer', title: null, score: 3, rating: 1620, performance: 1700 },
      { rank: 3, username: 'KnightRider99', title: 'FM', score: 2, rating: 1830, performance: 1600 },
      { rank: 4, username: 'RookieRahul', title: null, score: 1, rating: 1380, performance: null },
    ];
    ({ fake } = renderArea(app, `/organizer/tournaments/${TID}`, {
      [`GET ${T}`]: {
        body: aDetail(
          { canPushToLichess: false },
          {
            status: 'completed',
            lichessUrl: 'https://lichess.org/swiss/abc',
            lichessType: 'swiss',
            lichessTournamentId: 'abc',
            lichessIntegration: true,
            results,
          },
        ),
      },
    }));
    expect(await screen.findByRole('button', { name: 'Already on Lichess' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Close Sunday Swiss' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit tournament' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /lichess.org\/swiss\/abc/ })).toHaveAttribute(
      'href',
      'https://lichess.org/swiss/abc',
    );
    const podium = screen.getByRole('list', { name: 'Podium' });
    expect(
      within(podium)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('QueenGambit'),
      expect.stringContaining('DemoPlayer'),
      expect.stringContaining('FM KnightRider99'),
    ]);
    // each podium place shows the performance beside the score and rating
    expect(within(podium).getAllByRole('listitem')[0]).toHaveTextContent('Score 4.5 · Rating 2050 · Performance 2200');
    expect(within(screen.getByRole('table', { name: 'Other finishers' })).getByText('RookieRahul')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fetch Results' })).not.toBeInTheDocument();
  });

  it('once closed and terminated on Lichess: says so in place of the Lichess link', async () => {
    ({ fake } = renderArea(app, `/organizer/tournaments/${TID}`, {
      [`GET ${T}`]: {
        body: aDetail(
          { canPushToLichess: false },
          {
            status: 'completed',
            lichessUrl: 'https://lichess.org/swiss/abc',
            lichessType: 'swiss',
            lichessTournamentId: 'abc',
            lichessIntegration: true,
            lichessTerminatedAt: '2026-12-01T12:00:00.000Z',
          },
        ),
      },
    }));
    const card = await screen.findByRole('region', { name: 'Lichess Integration' });
    expect(card).toHaveTextContent(
      'This tournament was closed here and terminated on Lichess, so there is nothing left to open there.',
    );
    expect(within(card).getByText('Terminated on Lichess')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /lichess.org\/swiss\/abc/ })).not.toBeInTheDocument();
  });

  it('loads the approved list with its validation and verifies team membership', async () => {
    ({ fake } = renderArea(app, `/organizer/tournaments/${TID}`, {
      [`GET ${T}`]: { body: aDetail({ registrations: [aRegistration({ paymentStatus: 'approved' })] }) },
      [`GET ${T}/export-approved`]: {
        body: {
          success: true,
          usernames: ['KnightRider99'],
          plainTextList: 'KnightRider99',
          count: 1,
          validationResults: [
            { username: 'KnightRider99', valid: true, error: null },
            { username: 'player9', valid: false, error: 'No Lichess username in the profile' },
          ],
        },
      },
      [`POST ${T}/verify-team`]: {
        body: {
          success: true,
          teamSlug: 'chess-school',
          teamUrl: 'https://lichess.org/team/chess-school',
          membersCount: 1,
          totalPlayers: 2,
          report: [
            { username: 'p1', lichessUsername: 'KnightRider99', isMember: true, error: null },
            {
              username: 'player9',
              lichessUsername: null,
              isMember: false,
              error: 'No Lichess username in the profile',
            },
          ],
        },
      },
    }));
    await userEvent.click(await screen.findByRole('button', { name: 'Copy All' }));
    expect(await screen.findByText('No approved players')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load Approved List' }));
    const list = await screen.findByLabelText('Approved players');
    expect(list).toHaveValue('KnightRider99\nplayer9');
    expect(list).toHaveAttribute('rows', '3');
    expect(screen.getByText('1 valid')).toBeInTheDocument();
    expect(screen.getByText('1 invalid')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify Team Membership' }));
    expect(await screen.findByText(/1\/2 members/)).toBeInTheDocument();
    expect(screen.getByText('Not a member')).toBeInTheDocument();
  });

  it('names the download after the tournament', () => {
    expect(approvedFileName('Sunday Swiss #3 (Rapid)')).toBe('sunday_swiss__3__rapid__approved_players.txt');
  });

  it("answers 'Access Denied' for another organizer's tournament and 'Tournament not found' when missing", async () => {
    ({ fake } = renderArea(app, `/organizer/tournaments/${TID}`, {
      [`GET ${T}`]: { status: 403, body: { message: 'You can only manage your own tournaments' } },
    }));
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    fake.restore();
    ({ fake } = renderArea(app, '/organizer/tournaments/10000000-0000-4000-8000-0000000000ff', {}));
    await waitFor(() => expect(screen.getAllByText('Tournament not found').length).toBeGreaterThan(0));
  });
});
