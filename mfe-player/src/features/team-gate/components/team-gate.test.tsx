import { Toaster } from '@chess-portal/portal-kit';
import { aUser, installFakeFetch, renderWithProviders } from '@chess-portal/portal-kit/src/testing';
import type { SessionUser } from '@chess-portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TeamGate } from './team-gate';

const TEAM = { teamId: 'chess-school', teamUrl: 'http://lichess.test/team/chess-school' };
const CHECK = '/api/check-team?teamId=chess-school&username=DemoPlayer';

const unverified = (overrides: Partial<SessionUser> = {}) =>
  aUser({ teamVerified: false, lichessUsername: 'DemoPlayer', ...overrides });

let fake: ReturnType<typeof installFakeFetch>;
let openSpy: jest.SpyInstance;
beforeEach(() => {
  openSpy = jest.spyOn(window, 'open').mockReturnValue({} as Window);
});
afterEach(() => {
  fake?.restore();
  openSpy.mockRestore();
  window.localStorage.clear();
});

const render = (user: SessionUser) =>
  renderWithProviders(
    <>
      <TeamGate />
      <Toaster />
    </>,
    { route: '/tournaments', user },
  );

const gate = () => screen.getByRole('dialog', { name: 'Join Chess School Team' });

describe('the team gate on the dashboard', () => {
  it('never shows for a team-verified player, an organizer or a visitor', () => {
    fake = installFakeFetch({ 'GET /api/auth/me': { body: aUser() } });
    const { unmount } = render(aUser({ teamVerified: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    const organizer = render(aUser({ role: 'organizer', teamVerified: false }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    organizer.unmount();
    renderWithProviders(<TeamGate />, { route: '/tournaments', user: null });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('without a linked username: asks to link it on the profile, or to log out', async () => {
    const user = unverified({ lichessUsername: null, lichessVerified: false });
    fake = installFakeFetch({
      'GET /api/auth/me': { body: user },
      'POST /api/auth/logout': { body: { success: true } },
    });
    render(user);
    expect(within(gate()).getByRole('link', { name: 'Link Lichess Account' })).toHaveAttribute('href', '/me');
    expect(within(gate()).queryByRole('button', { name: 'Open Team Page' })).not.toBeInTheDocument();
    await userEvent.click(within(gate()).getByRole('button', { name: 'Logout' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo('POST', '/api/auth/logout')).toHaveLength(1));
  });

  it('without a linked username: the first focus is on Link Lichess Account, so Enter does not log out', async () => {
    const user = unverified({ lichessUsername: null, lichessVerified: false });
    fake = installFakeFetch({
      'GET /api/auth/me': { body: user },
      'POST /api/auth/logout': { body: { success: true } },
    });
    render(user);
    const link = within(gate()).getByRole('link', { name: 'Link Lichess Account' });
    await waitFor(() => expect(link).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/me');
    expect(fake.callsTo('POST', '/api/auth/logout')).toHaveLength(0);
  });

  it('opens the team page in a popup, polls every 2 s and lets the player through once Lichess confirms', async () => {
    let member = false;
    fake = installFakeFetch({
      'GET /api/auth/me': () => ({ body: unverified({ teamVerified: member }) }),
      'GET /api/team-info': { body: TEAM },
      [`GET ${CHECK}`]: () => {
        const answer = { body: { success: true, isMember: member } };
        member = true; // the player joins between the first and the second check
        return answer;
      },
    });
    render(unverified());
    // the panel is a chunk of its own
    expect(await within(gate()).findByText('DemoPlayer')).toBeInTheDocument();
    expect(within(gate()).getByRole('link', { name: 'Edit Lichess ID' })).toHaveAttribute('href', '/me');
    const open = within(gate()).getByRole('button', { name: 'Open Team Page' });
    await waitFor(() => expect(open).toBeEnabled());
    expect(fake.callsTo('GET', CHECK)).toHaveLength(0);
    await userEvent.click(open);
    expect(openSpy).toHaveBeenCalledWith(TEAM.teamUrl, 'chess-school-team', expect.stringContaining('popup'));
    expect(await within(gate()).findByText(/membership is detected automatically/i)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(fake.callsTo('GET', CHECK)).toHaveLength(2);
    expect(await screen.findByText('Team joined successfully!')).toBeInTheDocument();
  });

  it('Verify Team Membership: success closes the gate, not a member keeps it with the product.md toast', async () => {
    let member = false;
    fake = installFakeFetch({
      'GET /api/auth/me': () => ({ body: unverified({ teamVerified: member }) }),
      'GET /api/team-info': { body: TEAM },
      'POST /api/auth/verify-team': () => ({
        body: { teamVerified: member, user: unverified({ teamVerified: member }) },
      }),
    });
    render(unverified());
    await userEvent.click(within(gate()).getByRole('button', { name: 'Verify Team Membership' }));
    expect(await screen.findByText('Team verification failed')).toBeInTheDocument();
    expect(screen.getByText('Please make sure you have joined the Chess School team on Lichess.')).toBeInTheDocument();
    expect(gate()).toBeInTheDocument();
    member = true;
    await userEvent.click(within(gate()).getByRole('button', { name: 'Verify Team Membership' }));
    expect(await screen.findByText('Team verification successful!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // every unsafe request is JSON, {} when there is nothing to send (the BFFs' CSRF rules)
    expect(fake.calls.find((c) => c.path === '/api/auth/verify-team')?.body).toEqual({});
  });

  it('shows the server message when verification fails', async () => {
    fake = installFakeFetch({
      'GET /api/auth/me': { body: unverified() },
      'GET /api/team-info': { body: TEAM },
      'POST /api/auth/verify-team': {
        status: 503,
        body: { message: 'Lichess is rate-limiting us. Please try again in a minute.' },
      },
    });
    render(unverified());
    await userEvent.click(within(gate()).getByRole('button', { name: 'Verify Team Membership' }));
    expect(await screen.findByText('Verification failed')).toBeInTheDocument();
    expect(screen.getByText('Lichess is rate-limiting us. Please try again in a minute.')).toBeInTheDocument();
  });
});
