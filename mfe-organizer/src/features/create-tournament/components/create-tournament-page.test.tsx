import { Toaster } from '@chess-portal/portal-kit';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OrganizerApp from '../../../export-app';
import { aTournament, renderArea } from '../../../testing/fixtures';

const defaults = {
  title: '',
  description: '',
  type: 'swiss',
  starts_at: '',
  clock_limit: 10,
  clock_increment: 0,
  nb_rounds: 7,
  round_interval: 60,
  entry_fee: '0',
  manual_join: false,
  team_slug: 'chess-school',
  qr_image: '',
};
const app = (
  <>
    <OrganizerApp />
    <Toaster />
  </>
);

describe('create a tournament at /organizer/tournaments/new', () => {
  let fake: ReturnType<typeof renderArea>['fake'];
  // the start-time window (10 minutes to 1 year ahead) is read on the browser's clock
  beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-24T06:00:00.000Z')));
  afterEach(() => {
    fake.restore();
    jest.restoreAllMocks();
  });

  it('starts from the server defaults and shows the product.md §5 messages on the fields', async () => {
    ({ fake } = renderArea(app, '/organizer/tournaments/new', {
      'GET /api/organizer/tournaments/new': { body: { defaultValues: defaults } },
    }));
    expect(await screen.findByLabelText('Lichess team slug')).toHaveValue('chess-school');
    expect(screen.getByLabelText('Clock (minutes)')).toHaveValue(10);
    await userEvent.clear(screen.getByLabelText('Lichess team slug'));
    await userEvent.clear(screen.getByLabelText('Round interval (seconds)'));
    await userEvent.type(screen.getByLabelText('Round interval (seconds)'), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Create Tournament' }));
    const title = screen.getByLabelText('Title');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Title is required');
    expect(screen.getByText('Start time is required')).toBeInTheDocument();
    expect(screen.getByText('Team slug is required for Swiss tournaments')).toBeInTheDocument();
    expect(screen.getByText('Minimum 30 seconds')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/organizer/tournaments')).toHaveLength(0);
  });

  it('disables manual join and hides rounds for an Arena; creates and opens the new tournament', async () => {
    const created = aTournament({ id: '10000000-0000-4000-8000-0000000000aa', name: 'Friday Arena', system: 'arena' });
    ({ fake } = renderArea(app, '/organizer/tournaments/new', {
      'GET /api/organizer/tournaments/new': { body: { defaultValues: defaults } },
      'POST /api/organizer/tournaments': { status: 201, body: { success: true, tournament: created } },
      [`GET /api/organizer/tournaments/${created.id}`]: {
        body: { success: true, tournament: created, registrations: [], canPushToLichess: true, approvedPlayers: [] },
      },
    }));
    await userEvent.type(await screen.findByLabelText('Title'), 'Friday Arena');
    await userEvent.selectOptions(screen.getByLabelText('Tournament type'), 'arena');
    expect(screen.queryByLabelText('Rounds')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Manual join (Swiss only)' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Starts at (India time)'), { target: { value: '2026-12-05T18:30' } });
    await userEvent.clear(screen.getByLabelText('Entry fee (₹)'));
    await userEvent.type(screen.getByLabelText('Entry fee (₹)'), '99');
    await userEvent.click(screen.getByRole('button', { name: 'Create Tournament' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/organizer/tournaments/${created.id}`),
    );
    expect(fake.callsTo('POST', '/api/organizer/tournaments')[0].body).toMatchObject({
      title: 'Friday Arena',
      type: 'arena',
      starts_at: '2026-12-05T13:00:00.000Z',
      entry_fee: '99.00',
      nb_rounds: null,
      manual_join: false,
    });
    expect(await screen.findByText('Tournament Created')).toBeInTheDocument();
  });

  it('takes a prize pool split by rank, with the shared rule that the places add up to the pool (product.md §10)', async () => {
    const created = aTournament({ id: '10000000-0000-4000-8000-0000000000ab', name: 'Prize Swiss' });
    ({ fake } = renderArea(app, '/organizer/tournaments/new', {
      'GET /api/organizer/tournaments/new': {
        body: { defaultValues: { ...defaults, prize_pool: '0', prize_distribution: { mode: 'amount', places: [] } } },
      },
      'POST /api/organizer/tournaments': { status: 201, body: { success: true, tournament: created } },
      [`GET /api/organizer/tournaments/${created.id}`]: {
        body: { success: true, tournament: created, registrations: [], canPushToLichess: true, approvedPlayers: [] },
      },
    }));
    await userEvent.type(await screen.findByLabelText('Title'), 'Prize Swiss');
    fireEvent.change(screen.getByLabelText('Starts at (India time)'), { target: { value: '2026-12-05T18:30' } });
    await userEvent.clear(screen.getByLabelText('Prize pool (₹)'));
    await userEvent.type(screen.getByLabelText('Prize pool (₹)'), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Add prize place' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add prize place' }));
    await userEvent.type(screen.getByLabelText('1st place (₹)'), '600');
    await userEvent.type(screen.getByLabelText('2nd place (₹)'), '300');
    await userEvent.click(screen.getByRole('button', { name: 'Create Tournament' }));
    expect(await screen.findByText('The prizes add up to ₹900.00, but the prize pool is ₹1000.00')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('2nd place (₹)'));
    await userEvent.type(screen.getByLabelText('2nd place (₹)'), '400');
    await userEvent.click(screen.getByRole('button', { name: 'Create Tournament' }));
    await waitFor(() => expect(fake.callsTo('POST', '/api/organizer/tournaments')).toHaveLength(1));
    expect(fake.callsTo('POST', '/api/organizer/tournaments')[0].body).toMatchObject({
      prize_pool: '1000.00',
      prize_distribution: { mode: 'amount', places: ['600', '400'] },
    });
  });

  it('refuses a start in the past or more than a year ahead, with the shared message', async () => {
    ({ fake } = renderArea(app, '/organizer/tournaments/new', {
      'GET /api/organizer/tournaments/new': { body: { defaultValues: defaults } },
    }));
    await userEvent.type(await screen.findByLabelText('Title'), 'Old Cup');
    const start = screen.getByLabelText('Starts at (India time)');
    fireEvent.change(start, { target: { value: '1970-01-01T10:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create Tournament' }));
    expect(await screen.findByText('Start time must be at least 10 minutes from now')).toBeInTheDocument();
    fireEvent.change(start, { target: { value: '9999-01-01T10:00' } });
    expect(await screen.findByText('Start time must be within 1 year from now')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/organizer/tournaments')).toHaveLength(0);
  });

  it("says 'Failed to load form' when the defaults cannot be read", async () => {
    ({ fake } = renderArea(app, '/organizer/tournaments/new', {
      'GET /api/organizer/tournaments/new': { status: 500, body: { message: 'boom' } },
    }));
    expect(await screen.findByText('Failed to load form')).toBeInTheDocument();
  });
});
