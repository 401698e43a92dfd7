import { Toaster } from '@chess-portal/portal-kit';
import { aUser, installFakeFetch, renderWithProviders } from '@chess-portal/portal-kit/src/testing';
import type { SessionUser } from '@chess-portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { goTo } from '../api/start-lichess-connection';
import { LichessConnectionCard } from './lichess-connection-card';

const organizer = aUser({ role: 'organizer' });
const NONE = {
  connected: false,
  username: null,
  profileUrl: null,
  scopes: [],
  connectedAt: null,
  expiresAt: null,
  platformFallback: true,
};
const CONNECTED = {
  connected: true,
  username: 'DemoOrganizer',
  profileUrl: 'http://lichess.test/@/DemoOrganizer',
  scopes: ['tournament:write', 'team:read'],
  connectedAt: '2026-07-01T10:00:00.000Z',
  expiresAt: '2027-07-01T10:00:00.000Z',
  platformFallback: true,
};
const AUTHORIZE = 'http://lichess.test/oauth?response_type=code&state=abc';

let fake: ReturnType<typeof installFakeFetch>;
/** the fake backend, with the session's own check answering the signed-in user */
const backend = (routes: Parameters<typeof installFakeFetch>[0], user: SessionUser = organizer) =>
  installFakeFetch({ 'GET /api/auth/me': { body: user }, ...routes });
let assign: jest.SpyInstance;
beforeEach(() => {
  assign = jest.spyOn(goTo, 'location').mockImplementation(() => undefined);
});
afterEach(() => {
  fake?.restore();
  assign.mockRestore();
  window.localStorage.clear();
});

const render = (user: SessionUser | null = organizer, route = '/me') =>
  renderWithProviders(
    <>
      <LichessConnectionCard />
      <Toaster />
    </>,
    { route, user },
  );

const card = () => screen.getByRole('region', { name: 'Lichess Connection' });

describe('LichessConnectionCard', () => {
  it('is not shown to players (and asks nothing)', () => {
    fake = backend({}, aUser({ role: 'player' }));
    render(aUser({ role: 'player' }));
    expect(screen.queryByText('Lichess Connection')).not.toBeInTheDocument();
    expect(fake.callsTo('GET', '/api/lichess/connection')).toHaveLength(0);
  });

  it('without a connection: explains the fallback and sends the organizer to Lichess', async () => {
    fake = backend({
      'GET /api/lichess/connection': { body: NONE },
      'POST /api/lichess/oauth/start': { body: { authorizeUrl: AUTHORIZE } },
    });
    render();
    expect(
      await within(card()).findByText(
        /Until you connect one, tournaments you push are created with the Chess School platform account/,
      ),
    ).toBeInTheDocument();
    expect(within(card()).getByText('Not connected')).toBeInTheDocument();
    await userEvent.click(within(card()).getByRole('button', { name: 'Connect Lichess Account' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(AUTHORIZE));
    expect(fake.callsTo('POST', '/api/lichess/oauth/start')).toHaveLength(1);
  });

  it('says why the connection could not start', async () => {
    fake = backend({
      'GET /api/lichess/connection': { body: { ...NONE, platformFallback: false } },
      'POST /api/lichess/oauth/start': { status: 503, body: { message: 'Lichess is not configured on this server' } },
    });
    render();
    expect(await within(card()).findByText(/Connect yours to create your tournaments on Lichess/)).toBeInTheDocument();
    const button = within(card()).getByRole('button', { name: 'Connect Lichess Account' });
    await userEvent.click(button);
    expect(await within(card()).findByRole('alert')).toHaveTextContent('Lichess is not configured on this server');
    expect(button).toHaveAttribute('aria-describedby', 'lichess-connect-error');
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the connected account and disconnects after confirmation', async () => {
    fake = backend({
      'GET /api/lichess/connection': { body: CONNECTED },
      'DELETE /api/lichess/connection': { body: NONE },
    });
    render();
    const link = await within(card()).findByRole('link', { name: 'DemoOrganizer' });
    expect(link).toHaveAttribute('href', CONNECTED.profileUrl);
    expect(within(card()).getByText('Connected')).toBeInTheDocument();
    expect(within(card()).getByText('tournament:write')).toBeInTheDocument();
    await userEvent.click(within(card()).getByRole('button', { name: 'Disconnect' }));
    const dialog = screen.getByRole('dialog', { name: 'Disconnect Lichess account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Lichess account disconnected')).toBeInTheDocument();
    expect(await within(card()).findByRole('button', { name: 'Connect Lichess Account' })).toBeInTheDocument();
    expect(fake.callsTo('DELETE', '/api/lichess/connection')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the account when disconnecting fails, with the server’s reason', async () => {
    fake = backend({
      'GET /api/lichess/connection': { body: CONNECTED },
      'DELETE /api/lichess/connection': {
        status: 502,
        body: { message: 'Lichess is not responding right now. Please try again shortly.' },
      },
    });
    render();
    await userEvent.click(await within(card()).findByRole('button', { name: 'Disconnect' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disconnect' }));
    expect(
      await screen.findByText('Lichess is not responding right now. Please try again shortly.'),
    ).toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: 'DemoOrganizer' })).toBeInTheDocument();
  });

  it('tells what happened on the way back from Lichess, from fixed texts only', async () => {
    fake = backend({ 'GET /api/lichess/connection': { body: NONE } });
    const { unmount } = render(organizer, '/me?lichess=cancelled');
    const alert = await within(card()).findByRole('alert');
    expect(alert).toHaveTextContent('Lichess connection cancelled');
    expect(alert).toHaveTextContent('No account was connected.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(within(card()).queryByRole('alert')).not.toBeInTheDocument();
    unmount();
    render(organizer, '/me?lichess=<b>you+were+hacked</b>');
    expect(await within(card()).findByRole('alert')).toHaveTextContent('Could not connect your Lichess account');
    expect(screen.queryByText(/hacked/)).not.toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    let calls = 0;
    fake = backend(
      {
        'GET /api/lichess/connection': () =>
          ++calls === 1 ? { status: 500, body: { message: 'boom' } } : { body: CONNECTED },
      },
      aUser({ role: 'admin' }),
    );
    render(aUser({ role: 'admin' }));
    expect(await within(card()).findByText('Failed to load your Lichess connection')).toBeInTheDocument();
    await userEvent.click(within(card()).getByRole('button', { name: 'Try again' }));
    expect(await within(card()).findByRole('link', { name: 'DemoOrganizer' })).toBeInTheDocument();
  });
});
