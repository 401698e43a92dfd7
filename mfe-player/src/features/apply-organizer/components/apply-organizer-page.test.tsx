import { Toaster } from '@chess-portal/portal-kit';
import { aUser, installFakeFetch, renderWithProviders } from '@chess-portal/portal-kit/src/testing';
import type { SessionUser } from '@chess-portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PlayerApp from '../../../export-app';
import { ApplyOrganizerPage } from './apply-organizer-page';

const NOTE = 'I coach juniors every weekend and would like to run monthly rapid tournaments for them.';
const created = (user: SessionUser) => ({
  message: 'Application submitted successfully',
  application: {
    id: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    status: 'pending',
    createdAt: '2026-03-01T06:30:00.000Z',
    reviewedAt: null,
  },
  user,
});

const profileOf = (user: SessionUser, application: { status: string; reviewedAt?: string } | null) => ({
  id: user.id,
  username: user.username,
  email: user.email,
  lichessUsername: user.lichessUsername,
  upiId: null,
  whatsappNumber: null,
  role: user.role,
  lichessVerified: true,
  teamVerified: true,
  organizerApplication: application && {
    id: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    createdAt: '2026-03-01T06:30:00.000Z',
    reviewedAt: null,
    ...application,
  },
});

let fake: ReturnType<typeof installFakeFetch>;
afterEach(() => {
  fake?.restore();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const render = (route: string, user: SessionUser | null) =>
  renderWithProviders(
    <>
      <PlayerApp />
      <Toaster />
    </>,
    { route, user },
  );

async function fillApplication(note = NOTE) {
  await userEvent.type(screen.getByLabelText('Payout UPI ID'), 'host@okaxis');
  await userEvent.type(screen.getByLabelText('Why do you want to become an organizer?'), note);
}

describe('the organizer application at /apply-organizer and /org/apply', () => {
  it('a visitor fills in the account too; the product.md §5 rules are checked; success goes to /me', async () => {
    const visitorUser = aUser({ username: 'club_host', email: 'club.host@example.com' });
    let signedIn = false;
    fake = installFakeFetch({
      'POST /api/apply-organizer': () => ((signedIn = true), { status: 201, body: created(visitorUser) }),
      'GET /api/auth/me': () =>
        signedIn ? { body: visitorUser } : { status: 401, body: { message: 'Authentication required' } },
      'GET /api/me': { status: 401, body: { message: 'x' } },
    });
    render('/org/apply?lichess=proven&lichessUsername=KnightRider99&proof=proof-1', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Become an Organizer' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'As an organizer you can' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Username'), 'club_host');
    await userEvent.type(screen.getByLabelText('Email'), 'club.host@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'organize1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'organize1');
    expect(screen.getByLabelText('Lichess username')).toHaveValue('KnightRider99');
    expect(screen.getByLabelText('Lichess username')).toHaveAttribute('readonly');
    await fillApplication('Too short.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Password must contain at least one uppercase letter')).toBeInTheDocument();
    expect(
      screen.getByText('Please provide at least 50 characters explaining why you want to become an organizer'),
    ).toBeInTheDocument();
    expect(fake.calls).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'Organize1');
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Organize1');
    await userEvent.clear(screen.getByLabelText('Why do you want to become an organizer?'));
    await userEvent.type(screen.getByLabelText('Why do you want to become an organizer?'), NOTE);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Application submitted successfully')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/apply-organizer')[0].body).toEqual({
      username: 'club_host',
      email: 'club.host@example.com',
      password: 'Organize1',
      lichessUsername: 'KnightRider99',
      lichessProof: 'proof-1',
      applicationNote: NOTE,
      upiId: 'host@okaxis',
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/me'));
    expect(JSON.parse(window.localStorage.getItem('csa.user')!).username).toBe('club_host');
  });

  it('a visitor whose e-mail had an account gets the same answer but no session: check your e-mail', async () => {
    const standIn = aUser({ username: 'second_host', email: 'known@example.com' });
    fake = installFakeFetch({
      'POST /api/apply-organizer': { status: 201, body: created(standIn) },
      'GET /api/auth/me': { status: 401, body: { message: 'Authentication required' } },
    });
    render('/apply-organizer?lichess=proven&lichessUsername=KnightRider99&proof=proof-2', null);
    await userEvent.type(screen.getByLabelText('Username'), 'second_host');
    await userEvent.type(screen.getByLabelText('Email'), 'known@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Organize1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Organize1');
    await fillApplication();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Check your e-mail to continue');
    expect(notice).toHaveTextContent('We have sent a message to known@example.com');
    expect(screen.getByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByTestId('location')).toHaveTextContent('/apply-organizer');
    expect(window.localStorage.getItem('csa.user')).toBeNull();
  });

  it('a visitor signs in with Lichess first; without it the application is not sent', async () => {
    const go = jest.fn();
    fake = installFakeFetch({
      'GET /api/auth/me': { status: 401, body: { message: 'Authentication required' } },
      'POST /api/auth/lichess/start': { body: { authorizeUrl: 'http://lichess.test/oauth?state=v1' } },
    });
    renderWithProviders(<ApplyOrganizerPage go={go} />, { route: '/apply-organizer', user: null });
    expect(screen.getByLabelText('Lichess username')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Lichess username is required for tournament integration')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/apply-organizer')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Lichess' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://lichess.test/oauth?state=v1'));
    expect(fake.callsTo('POST', '/api/auth/lichess/start')[0].body).toEqual({ returnTo: '/apply-organizer' });
  });

  it('a visitor keeps what was typed across the Lichess sign-in round trip, and the proof leaves the address bar', async () => {
    const go = jest.fn();
    fake = installFakeFetch({
      'GET /api/auth/me': { status: 401, body: { message: 'Authentication required' } },
      'POST /api/auth/lichess/start': { body: { authorizeUrl: 'http://lichess.test/oauth?state=v1' } },
      'POST /api/apply-organizer': { status: 201, body: created(aUser()) },
    });
    const before = renderWithProviders(<ApplyOrganizerPage go={go} />, { route: '/apply-organizer', user: null });
    await userEvent.type(screen.getByLabelText('Username'), 'club_host');
    await userEvent.type(screen.getByLabelText('Email'), 'club.host@example.com');
    await fillApplication();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Lichess' }));
    await waitFor(() => expect(go).toHaveBeenCalled());
    before.unmount(); // the browser leaves for Lichess

    renderWithProviders(<ApplyOrganizerPage />, {
      route: '/apply-organizer?lichess=proven&lichessUsername=KnightRider99&proof=proof-3',
      user: null,
    });
    expect(screen.getByLabelText('Lichess username')).toHaveValue('KnightRider99');
    expect(screen.getByLabelText('Username')).toHaveValue('club_host');
    expect(screen.getByLabelText('Email')).toHaveValue('club.host@example.com');
    expect(screen.getByLabelText('Payout UPI ID')).toHaveValue('host@okaxis');
    expect(screen.getByLabelText('Why do you want to become an organizer?')).toHaveValue(NOTE);
    // passwords are never stored: typed again
    expect(screen.getByLabelText('Password')).toHaveValue('');
    await waitFor(() => expect(screen.getByTestId('location-search')).toBeEmptyDOMElement());
    expect(screen.getByTestId('location')).toHaveTextContent('/apply-organizer');

    await userEvent.type(screen.getByLabelText('Password'), 'Organize1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Organize1');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(fake.callsTo('POST', '/api/apply-organizer')).toHaveLength(1));
    expect(fake.callsTo('POST', '/api/apply-organizer')[0].body).toMatchObject({
      username: 'club_host',
      lichessUsername: 'KnightRider99',
      lichessProof: 'proof-3',
    });
    // sent: the draft is gone
    expect(window.sessionStorage.length).toBe(0);
  });

  it('a visitor back from Lichess with a name another account holds is told so', async () => {
    fake = installFakeFetch({ 'GET /api/auth/me': { status: 401, body: { message: 'Authentication required' } } });
    render('/apply-organizer?lichess=taken', null);
    expect(await screen.findByText(/already linked to another Chess School Arena account/)).toBeInTheDocument();
    expect(screen.getByLabelText('Lichess username')).toHaveValue('');
  });

  it('a signed-in player applies for their own account, the Lichess name prefilled', async () => {
    const player = aUser({ lichessUsername: 'DemoPlayer' });
    fake = installFakeFetch({
      'GET /api/auth/me': { body: player },
      'GET /api/me': { body: profileOf(player, null) },
      'POST /api/apply-organizer': { status: 201, body: created(player) },
    });
    render('/apply-organizer', player);
    expect(await screen.findByLabelText('Lichess username')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Lichess username')).toHaveValue('DemoPlayer');
    await fillApplication();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(fake.callsTo('POST', '/api/apply-organizer')).toHaveLength(1));
    expect(fake.callsTo('POST', '/api/apply-organizer')[0].body).toEqual({
      lichessUsername: 'DemoPlayer',
      applicationNote: NOTE,
      upiId: 'host@okaxis',
    });
  });

  it('shows the server message on failure, and Cancel goes to /tournaments', async () => {
    const player = aUser();
    fake = installFakeFetch({
      'GET /api/auth/me': { body: player },
      'GET /api/me': { body: profileOf(player, { status: 'rejected', reviewedAt: '2026-03-02T06:30:00.000Z' }) },
      'POST /api/apply-organizer': {
        status: 409,
        body: { message: 'You already have a pending organizer application' },
      },
    });
    render('/apply-organizer', player);
    await screen.findByLabelText('Payout UPI ID');
    await fillApplication();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have a pending organizer application');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    // the dashboard is a lazy page: the navigation lands once its chunk is loaded
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tournaments'));
  });

  it('shows a pending application its status, not the form again', async () => {
    const player = aUser();
    fake = installFakeFetch({
      'GET /api/auth/me': { body: player },
      'GET /api/me': { body: profileOf(player, { status: 'pending' }) },
    });
    render('/apply-organizer', player);
    expect(await screen.findByText('Your application is being reviewed')).toBeInTheDocument();
    expect(screen.getByLabelText('Your application')).toHaveTextContent('Pending review');
    expect(screen.getByLabelText('Your application')).toHaveTextContent('1 Mar 2026');
    expect(screen.getByRole('link', { name: 'View my profile' })).toHaveAttribute('href', '/me');
    expect(screen.queryByRole('button', { name: 'Submit Application' })).not.toBeInTheDocument();
  });

  it('tells an organizer they are one already', () => {
    const organizer = aUser({ role: 'organizer' });
    fake = installFakeFetch({ 'GET /api/auth/me': { body: organizer } });
    render('/apply-organizer', organizer);
    expect(screen.getByText('You are already an organizer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Application' })).not.toBeInTheDocument();
  });
});
