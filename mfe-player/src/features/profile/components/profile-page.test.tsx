import type { Profile } from '@chess-portal/contracts';
import { Toaster } from '@chess-portal/portal-kit';
import { aUser, installFakeFetch, renderWithProviders } from '@chess-portal/portal-kit/src/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PlayerApp from '../../../export-app';
import { ProfilePage } from './profile-page';

const user = aUser();
const profile = (overrides: Partial<Profile> = {}): Profile => ({
  id: user.id,
  username: 'player1',
  email: 'player1@example.com',
  lichessUsername: 'Player1',
  upiId: null,
  whatsappNumber: null,
  role: 'player',
  lichessVerified: true,
  teamVerified: true,
  organizerApplication: null,
  ...overrides,
});

let fake: ReturnType<typeof installFakeFetch>;
afterEach(() => {
  fake?.restore();
  window.localStorage.clear();
});

const render = (route = '/me') =>
  renderWithProviders(
    <>
      <PlayerApp />
      <Toaster />
    </>,
    { route, user },
  );
const base = (p: Profile) => ({
  'GET /api/auth/me': { body: user },
  'GET /api/me': { body: p },
  'GET /api/team-info': { body: { teamId: 'chess-school', teamUrl: 'http://lichess.test/team/chess-school' } },
});

describe('the profile at /me and /profile', () => {
  it('shows the form, the Account Status and the Organizer Status cards', async () => {
    fake = installFakeFetch(
      base(
        profile({
          upiId: 'me@okaxis',
          organizerApplication: {
            id: 'a1',
            status: 'pending',
            createdAt: '2026-03-01T06:30:00.000Z',
            reviewedAt: null,
          },
        }),
      ),
    );
    render('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Username')).toHaveValue('player1');
    expect(screen.getByLabelText('UPI ID')).toHaveValue('me@okaxis');
    const account = screen.getByRole('region', { name: 'Account Status' });
    expect(account).toHaveTextContent('player');
    expect(account).toHaveTextContent('Verified');
    expect(account).toHaveTextContent('Configured');
    await waitFor(() =>
      expect(within(account).getByRole('link', { name: 'Player1' })).toHaveAttribute(
        'href',
        'http://lichess.test/@/Player1',
      ),
    );
    const organizer = screen.getByRole('region', { name: 'Organizer Status' });
    expect(organizer).toHaveTextContent('pending');
    expect(organizer).toHaveTextContent('1 Mar 2026');
    expect(organizer).toHaveTextContent('Not reviewed yet');
    expect(within(organizer).queryByRole('link', { name: 'Apply as Organizer' })).not.toBeInTheDocument();
  });

  it('saves, stores the new session user and says so', async () => {
    fake = installFakeFetch({
      ...base(profile()),
      'PUT /api/me': (req) => ({
        body: {
          message: 'Profile updated successfully',
          user: { ...user, username: 'renamed' },
          profile: profile({ ...(req.body as object), upiId: 'new@okaxis' }),
        },
      }),
    });
    render();
    const name = await screen.findByLabelText('Username');
    await userEvent.clear(name);
    await userEvent.type(name, 'renamed');
    await userEvent.type(screen.getByLabelText('UPI ID'), 'new@okaxis');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(fake.callsTo('PUT', '/api/me')[0].body).toEqual({
      username: 'renamed',
      email: 'player1@example.com',
      lichessUsername: 'Player1',
      upiId: 'new@okaxis',
      whatsappNumber: null,
    });
    expect(JSON.parse(window.localStorage.getItem('csa.user')!).username).toBe('renamed');
  });

  it('a new e-mail address: says a link was sent there, the address staying as it was until it is opened', async () => {
    const sent =
      'We have sent a link to new.me@example.com; your e-mail address changes when you open it (within 24 hours).';
    fake = installFakeFetch({
      ...base(profile()),
      'PUT /api/me': () => ({ body: { message: `Profile updated successfully. ${sent}`, user, profile: profile() } }),
    });
    render();
    const email = await screen.findByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'new.me@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(fake.callsTo('PUT', '/api/me')[0].body).toMatchObject({ email: 'new.me@example.com' });
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('player1@example.com'));
  });

  it('checks the product.md §5 rules in the browser', async () => {
    fake = installFakeFetch(base(profile()));
    render();
    await userEvent.type(await screen.findByLabelText('WhatsApp number'), '0123');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter a valid WhatsApp number (e.g., +919876543210)')).toBeInTheDocument();
    expect(fake.callsTo('PUT', '/api/me')).toHaveLength(0);
  });

  it('the Lichess username is the result of signing in with Lichess, not free text', async () => {
    const go = jest.fn();
    fake = installFakeFetch({
      ...base(profile({ lichessUsername: null, lichessVerified: false, teamVerified: false })),
      'POST /api/auth/lichess/start': { body: { authorizeUrl: 'http://lichess.test/oauth?state=s1' } },
    });
    renderWithProviders(<ProfilePage go={go} />, { route: '/me', user });
    const field = await screen.findByLabelText('Lichess username');
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Lichess' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://lichess.test/oauth?state=s1'));
    expect(fake.callsTo('POST', '/api/auth/lichess/start')[0].body).toEqual({ returnTo: '/me' });
  });

  it('back from Lichess: a linked name is welcomed, a name another account holds is refused clearly', async () => {
    fake = installFakeFetch(base(profile()));
    render('/me?lichess=linked');
    expect(await screen.findByText('Lichess verified successfully')).toBeInTheDocument();
    expect(screen.getByLabelText('Lichess username')).toHaveValue('Player1');
    fake.restore();
    document.body.innerHTML = '';
    fake = installFakeFetch(base(profile({ lichessUsername: null, lichessVerified: false, teamVerified: false })));
    render('/me?lichess=taken');
    expect(await screen.findByText(/already linked to another Chess School Arena account/)).toBeInTheDocument();
  });

  it('an unproven name typed before is marked not verified; unlinking saves an empty name', async () => {
    fake = installFakeFetch({
      ...base(profile({ lichessVerified: false, teamVerified: false })),
      'PUT /api/me': (req) => ({
        body: { message: 'Profile updated successfully', user, profile: profile({ ...(req.body as object) }) },
      }),
    });
    render();
    expect(await screen.findByText(/Player1 is not verified yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Lichess again' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unlink' }));
    expect(screen.getByLabelText('Lichess username')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(fake.callsTo('PUT', '/api/me')).toHaveLength(1));
    expect(fake.callsTo('PUT', '/api/me')[0].body).toMatchObject({ lichessUsername: null });
  });

  it('other failures show the server message, else the product.md fallback', async () => {
    let answer = { status: 409, body: { message: 'Username already taken' } as unknown };
    fake = installFakeFetch({ ...base(profile()), 'PUT /api/me': () => answer });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Username already taken')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    answer = { status: 500, body: '' };
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile. Please try again.')).toBeInTheDocument();
  });

  it('shows the UPI id stored meanwhile (an organizer application) in the form, and saves it, not an empty one', async () => {
    let current = profile();
    fake = installFakeFetch({
      ...base(current),
      'GET /api/me': () => ({ body: current }),
      'PUT /api/me': { body: { user, profile: profile({ upiId: 'coach@okaxis' }) } },
    });
    const { queryClient } = render();
    expect(await screen.findByLabelText('UPI ID')).toHaveValue('');
    current = profile({
      upiId: 'coach@okaxis',
      organizerApplication: { id: 'a1', status: 'pending', createdAt: '2026-03-01T06:30:00.000Z', reviewedAt: null },
    });
    await queryClient.invalidateQueries({ queryKey: ['/api/me'] });
    await waitFor(() => expect(screen.getByLabelText('UPI ID')).toHaveValue('coach@okaxis'));
    await userEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(fake.callsTo('PUT', '/api/me')).toHaveLength(1));
    expect(fake.callsTo('PUT', '/api/me')[0].body).toMatchObject({ upiId: 'coach@okaxis' });
  });

  it('offers the application to a player who has not applied, and shows a load error with a retry', async () => {
    let fail = true;
    fake = installFakeFetch({
      ...base(profile()),
      'GET /api/me': () => (fail ? { status: 503, body: { message: 'down' } } : { body: profile() }),
    });
    render();
    expect(await screen.findByText('Failed to load your profile')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const organizer = await screen.findByRole('region', { name: 'Organizer Status' });
    expect(within(organizer).getByRole('link', { name: 'Apply as Organizer' })).toHaveAttribute(
      'href',
      '/apply-organizer',
    );
  });
});

describe('the e-mail notifications card', () => {
  it('shows one switch per kind of e-mail and saves a change at once', async () => {
    const preferences = [
      { kind: 'registration.approved', label: 'My registration is approved', email: true },
      { kind: 'tournament.starting', label: 'A tournament I play starts in 30 minutes', email: true },
    ];
    fake = installFakeFetch({
      ...base(profile()),
      'GET /api/notification-preferences': { body: { preferences } },
      'PUT /api/notification-preferences': (req) => {
        const [change] = (req.body as { preferences: { kind: string; email: boolean }[] }).preferences;
        return { body: { preferences: preferences.map((p) => (p.kind === change.kind ? { ...p, ...change } : p)) } };
      },
    });
    render('/me');
    const card = within(await screen.findByRole('region', { name: 'E-mail notifications' }));
    const reminder = await card.findByRole('switch', { name: 'A tournament I play starts in 30 minutes' });
    expect(reminder).toBeChecked();
    await userEvent.click(reminder);
    await waitFor(() => expect(reminder).not.toBeChecked());
    expect(fake.callsTo('PUT', '/api/notification-preferences')[0].body).toEqual({
      preferences: [{ kind: 'tournament.starting', email: false }],
    });
    expect(card.getByRole('switch', { name: 'My registration is approved' })).toBeChecked();
    expect(await screen.findByText('E-mails off: A tournament I play starts in 30 minutes')).toBeInTheDocument();
  });
});
