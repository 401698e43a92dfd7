import { Toaster } from '@chess-portal/portal-kit';
import { aUser } from '@chess-portal/portal-kit/src/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OrganizerApp from '../../../export-app';
import { aDetail, aTournament, renderArea, TID } from '../../../testing/fixtures';

const app = (
  <>
    <OrganizerApp />
    <Toaster />
  </>
);
const T = `/api/organizer/tournaments/${TID}`;

describe('legacy create at /tournaments/create', () => {
  let fake: ReturnType<typeof renderArea>['fake'];
  // the start-time window (10 minutes to 1 year ahead) is read on the browser's clock
  beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-24T06:00:00.000Z')));
  afterEach(() => {
    fake.restore();
    jest.restoreAllMocks();
  });

  it("shows 'Organizer Access Required' to players, with a link to apply", async () => {
    ({ fake } = renderArea(app, '/tournaments/create', {}, aUser()));
    expect(await screen.findByText('Organizer Access Required')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply as Organizer' })).toHaveAttribute('href', '/apply-organizer');
  });

  it('creates from the legacy form with its defaults and rules, then opens the manage screen', async () => {
    const created = aTournament({ name: 'Legacy Cup' });
    ({ fake } = renderArea(app, '/tournaments/create', {
      'POST /api/tournaments': { status: 201, body: created },
      [`GET ${T}`]: { body: aDetail({}, { name: 'Legacy Cup' }) },
    }));
    expect(screen.getByLabelText('Time control')).toHaveValue('10+0');
    expect(screen.getByLabelText('Max players')).toHaveValue(16);
    await userEvent.clear(screen.getByLabelText('Max players'));
    await userEvent.type(screen.getByLabelText('Max players'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Tournament' }));
    expect(await screen.findByText('Tournament name is required')).toBeInTheDocument();
    expect(screen.getByText('At least 2 players required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Tournament name'), 'Legacy Cup');
    await userEvent.clear(screen.getByLabelText('Max players'));
    await userEvent.type(screen.getByLabelText('Max players'), '32');
    fireEvent.change(screen.getByLabelText('Start time (India time)'), { target: { value: '2026-12-10T19:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create Tournament' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/tournaments/${TID}/manage`));
    expect(fake.callsTo('POST', '/api/tournaments')[0].body).toMatchObject({
      name: 'Legacy Cup',
      maxPlayers: 32,
      format: 'rapid',
      system: 'swiss',
      rounds: 7,
      startTime: '2026-12-10T13:30:00.000Z',
    });
  });
});
