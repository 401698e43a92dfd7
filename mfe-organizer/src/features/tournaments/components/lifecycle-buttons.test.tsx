import { CREATOR_NO_LONGER_CONNECTED } from '@chess-portal/contracts';
import { Toaster } from '@chess-portal/portal-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OrganizerApp from '../../../export-app';
import { aTournament, renderArea } from '../../../testing/fixtures';

const app = (
  <>
    <OrganizerApp />
    <Toaster />
  </>
);

describe('End and Delete on the organizer list', () => {
  let fake: ReturnType<typeof renderArea>['fake'];
  afterEach(() => fake.restore());

  it('ends an open tournament after confirmation, saying it was terminated on Lichess too', async () => {
    const live = aTournament({ name: 'On Lichess', status: 'open', lichessUrl: 'https://lichess.org/swiss/abc' });
    ({ fake } = renderArea(app, '/organizer/tournaments', {
      'GET /api/organizer/tournaments': {
        body: {
          tournaments: [
            live,
            aTournament({ id: '10000000-0000-4000-8000-000000000009', name: 'Done', status: 'completed' }),
          ],
          paging: { page: 1, limit: 20, total: 2, pages: 1 },
        },
      },
      [`POST /api/organizer/tournaments/${live.id}/end`]: {
        body: { success: true, message: 'ended', details: { hadLichessIntegration: true, lichessTerminated: true } },
      },
    }));
    const card = await screen.findByRole('row', { name: /^On Lichess/ });
    expect(
      within(screen.getByRole('row', { name: /^Done/ })).queryByRole('button', { name: /^End/ }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'End On Lichess' }));
    const dialog = screen.getByRole('dialog', { name: 'End this tournament?' });
    expect(dialog).toHaveTextContent('hides it from players but keeps its data');
    expect(dialog).toHaveTextContent('terminated there too');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End Tournament' }));
    expect(await screen.findByText('Tournament Ended')).toBeInTheDocument();
    expect(screen.getByText('It was terminated on Lichess too.')).toBeInTheDocument();
    expect(fake.callsTo('POST', `/api/organizer/tournaments/${live.id}/end`)).toHaveLength(1);
  });

  it('deletes after a permanent-deletion warning and reports a failure with the server message', async () => {
    const t = aTournament({ name: 'Old Cup' });
    ({ fake } = renderArea(app, '/organizer/tournaments', {
      'GET /api/organizer/tournaments': {
        body: { tournaments: [t], paging: { page: 1, limit: 20, total: 1, pages: 1 } },
      },
      [`DELETE /api/organizer/tournaments/${t.id}`]: {
        status: 409,
        body: { message: 'This tournament has a commission to pay' },
      },
    }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Old Cup' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this tournament?' });
    expect(dialog).toHaveTextContent('is permanent');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Permanently' }));
    expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
    expect(screen.getByText('This tournament has a commission to pay')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('when the creating Lichess account is gone: says so and ends it here only after a second confirmation', async () => {
    const gone = aTournament({ name: 'Orphan Swiss', status: 'open', lichessUrl: 'https://lichess.org/swiss/orph' });
    const sentence = `You cannot end this tournament on Lichess: ${CREATOR_NO_LONGER_CONNECTED}.`;
    ({ fake } = renderArea(app, '/organizer/tournaments', {
      'GET /api/organizer/tournaments': {
        body: { tournaments: [gone], paging: { page: 1, limit: 20, total: 1, pages: 1 } },
      },
      [`POST /api/organizer/tournaments/${gone.id}/end`]: (req) =>
        (req.body as { hereOnly?: boolean } | undefined)?.hereOnly
          ? {
              body: {
                success: true,
                message: 'ended',
                details: { hadLichessIntegration: true, lichessTerminated: false },
              },
            }
          : { status: 409, body: { message: sentence } },
    }));
    await userEvent.click(await screen.findByRole('button', { name: 'End Orphan Swiss' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'End this tournament?' })).getByRole('button', {
        name: 'End Tournament',
      }),
    );
    const ask = await screen.findByRole('dialog', { name: 'End it here only?' });
    expect(ask).toHaveTextContent(sentence);
    expect(screen.queryByText('End Tournament Failed')).not.toBeInTheDocument();
    await userEvent.click(within(ask).getByRole('button', { name: 'End it here only' }));
    expect(await screen.findByText('It was ended here only.')).toBeInTheDocument();
    const calls = fake.callsTo('POST', `/api/organizer/tournaments/${gone.id}/end`);
    expect(calls.map((c) => c.body)).toEqual([{}, { hereOnly: true }]);
  });

  it('a completed tournament is no longer called live on Lichess', async () => {
    const done = aTournament({
      name: 'Finished Cup',
      status: 'completed',
      lichessUrl: 'https://lichess.org/swiss/fin',
    });
    const running = aTournament({
      id: '10000000-0000-4000-8000-000000000008',
      name: 'Running Cup',
      status: 'live',
      lichessUrl: 'https://lichess.org/swiss/run',
    });
    ({ fake } = renderArea(app, '/organizer/tournaments', {
      'GET /api/organizer/tournaments': {
        body: { tournaments: [done, running], paging: { page: 1, limit: 20, total: 2, pages: 1 } },
      },
    }));
    const row = await screen.findByRole('row', { name: /^Finished Cup/ });
    expect(within(row).queryByText('Live on Lichess')).not.toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Open on Lichess ↗' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /^Running Cup/ })).getByText('Live on Lichess')).toBeInTheDocument();
  });
});
