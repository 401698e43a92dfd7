import { Toaster } from '@chess-portal/portal-kit';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OrganizerApp from '../../../export-app';
import { aDetail, renderArea, TID } from '../../../testing/fixtures';

const app = (
  <>
    <OrganizerApp />
    <Toaster />
  </>
);
const T = `/api/organizer/tournaments/${TID}`;

describe('legacy manage at /tournaments/{id}/manage', () => {
  let fake: ReturnType<typeof renderArea>['fake'];
  afterEach(() => fake.restore());

  it("says 'Access Denied' to anyone but the owner or an admin, and 'Tournament Not Found' when missing", async () => {
    ({ fake } = renderArea(app, `/tournaments/${TID}/manage`, {
      [`GET ${T}`]: { status: 403, body: { message: 'You can only manage your own tournaments' } },
    }));
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    fake.restore();
    ({ fake } = renderArea(app, `/tournaments/${TID}/manage`, {
      [`GET ${T}`]: { status: 404, body: { message: 'Tournament not found' } },
    }));
    expect(await screen.findByText('Tournament Not Found')).toBeInTheDocument();
  });

  it('creates the tournament on Lichess as a Swiss with the product.md §5 limits', async () => {
    ({ fake } = renderArea(app, `/tournaments/${TID}/manage`, {
      [`GET ${T}`]: { body: aDetail() },
      'POST /api/lichess/swiss/create': {
        body: {
          success: true,
          lichessUrl: 'https://lichess.org/swiss/xyz',
          lichessTournamentId: 'xyz',
          message: 'Pushed to Lichess.',
          notes: [],
        },
      },
    }));
    expect(await screen.findByText('Registrations')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Swiss' }));
    await userEvent.clear(screen.getByLabelText('Rounds'));
    await userEvent.type(screen.getByLabelText('Rounds'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Create Swiss on Lichess' }));
    expect(await screen.findByText('At least 3 rounds')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Rounds'));
    await userEvent.type(screen.getByLabelText('Rounds'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Create Swiss on Lichess' }));
    await waitFor(() => expect(fake.callsTo('POST', '/api/lichess/swiss/create')).toHaveLength(1));
    expect(fake.callsTo('POST', '/api/lichess/swiss/create')[0].body).toMatchObject({
      tournamentId: TID,
      name: 'Sunday Swiss',
      clockLimit: 600,
      clockIncrement: 5,
      teamSlug: 'chess-school',
      nbRounds: 5,
      manualJoin: false,
    });
  });

  it('adds and removes Swiss players on Lichess, showing a refusal plainly', async () => {
    ({ fake } = renderArea(app, `/tournaments/${TID}/manage`, {
      [`GET ${T}`]: {
        body: aDetail(
          { canPushToLichess: false },
          {
            lichessIntegration: true,
            lichessUrl: 'https://lichess.org/swiss/xyz',
            lichessType: 'swiss',
            lichessTournamentId: 'xyz',
          },
        ),
      },
      'POST /api/lichess/swiss/add-player': {
        body: {
          success: true,
          message: 'QueenGambit can now join the tournament on Lichess.',
          allowList: ['QueenGambit'],
        },
      },
      'DELETE /api/lichess/swiss/remove-player': {
        body: { success: false, message: "Nobody is not on this tournament's allow-list.", allowList: ['QueenGambit'] },
      },
    }));
    const name = await screen.findByLabelText('Lichess username');
    await userEvent.type(name, 'QueenGambit');
    await userEvent.click(screen.getByRole('button', { name: 'Add Player' }));
    expect(await screen.findByText('Player added')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/lichess/swiss/add-player')[0].body).toEqual({
      lichessId: 'xyz',
      username: 'QueenGambit',
    });
    await userEvent.clear(name);
    await userEvent.type(name, 'Nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Player' }));
    expect(await screen.findByText('Failed to Remove Player')).toBeInTheDocument();
  });
});
