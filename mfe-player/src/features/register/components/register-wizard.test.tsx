import type { SessionUser } from '@chess-portal/contracts';
import { Toaster } from '@chess-portal/portal-kit';
import { aUser, installFakeFetch, renderWithProviders } from '@chess-portal/portal-kit/src/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegisterWizard } from './register-wizard';

const TEAM = { teamId: 'chess-school', teamUrl: 'http://lichess.test/team/chess-school' };
const fresh = aUser({
  username: 'newcomer',
  email: 'newcomer@example.com',
  teamVerified: false,
  lichessUsername: null,
  lichessVerified: false,
});
const linked = (overrides: Partial<SessionUser> = {}) => ({
  ...fresh,
  lichessUsername: 'FreshFace77',
  lichessVerified: true,
  ...overrides,
});

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

const go = jest.fn();
const render = (user: SessionUser | null = null, route = '/register') =>
  renderWithProviders(
    <>
      <RegisterWizard go={go} />
      <Toaster />
    </>,
    { route, user },
  );
const AUTHORIZE = 'http://lichess.test/oauth?response_type=code&client_id=chess-school-arena&state=s1';
const current = () => screen.getByRole('listitem', { current: 'step' });

async function createAccount() {
  await userEvent.type(screen.getByLabelText('Username'), 'newcomer');
  await userEvent.type(screen.getByLabelText('Email'), 'newcomer@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'secret123');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'secret123');
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('the registration wizard at /register', () => {
  it('checks the account form with the product.md §5 messages before calling the server', async () => {
    fake = installFakeFetch({});
    render();
    expect(screen.getByRole('list', { name: 'Registration progress' })).toHaveTextContent(/Account.*Lichess.*Complete/);
    expect(current()).toHaveTextContent('Account');
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    await userEvent.type(screen.getByLabelText('Confirm password'), '54321');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription("Passwords don't match");
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.calls).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows the server message when the username is taken', async () => {
    fake = installFakeFetch({
      'POST /api/auth/register': { status: 409, body: { message: 'Username already taken' } },
    });
    render();
    await createAccount();
    expect(await screen.findByRole('alert')).toHaveTextContent('Username already taken');
    expect(current()).toHaveTextContent('Account');
  });

  it('registers, then signs in with Lichess: the browser goes to the Lichess page bff-player answers', async () => {
    fake = installFakeFetch({
      'POST /api/auth/register': { status: 201, body: fresh },
      'GET /api/auth/me': { body: fresh },
      'POST /api/auth/lichess/start': { body: { authorizeUrl: AUTHORIZE } },
    });
    render();
    await createAccount();
    expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
    await waitFor(() => expect(current()).toHaveTextContent('Lichess'));
    expect(screen.queryByLabelText('Lichess username')).not.toBeInTheDocument(); // no free text: Lichess says who
    expect(screen.getByRole('link', { name: 'Create one on Lichess' })).toHaveAttribute(
      'href',
      'https://lichess.org/signup',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Lichess' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(AUTHORIZE));
    expect(fake.callsTo('POST', '/api/auth/lichess/start')[0].body).toEqual({ returnTo: '/register' });
  });

  it('back from Lichess with a linked name: joins the team while polling, then goes to /tournaments', async () => {
    let member = false;
    fake = installFakeFetch({
      'GET /api/auth/me': () => ({ body: linked({ teamVerified: member }) }),
      'GET /api/team-info': { body: TEAM },
      'GET /api/check-team?teamId=chess-school&username=FreshFace77': () => {
        const answer = { body: { success: true, isMember: member } };
        member = true;
        return answer;
      },
    });
    render(linked(), '/register?lichess=linked');
    const join = await screen.findByRole('button', { name: 'Join Team on Lichess' });
    expect(screen.getByText('Lichess verified successfully')).toBeInTheDocument(); // product.md §4's toast, once
    expect(screen.getAllByText('Lichess verified successfully')).toHaveLength(1);
    await waitFor(() => expect(join).toBeEnabled());
    await userEvent.click(join);
    expect(openSpy).toHaveBeenCalledWith(TEAM.teamUrl, 'chess-school-team', expect.any(String));
    const modal = screen.getByRole('dialog', { name: 'Join the Chess School team' });
    expect(modal).toHaveAccessibleDescription(
      'Membership is detected automatically once you join the team on Lichess.',
    );
    expect(await within(modal).findByText(/You are in the team/, undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('Team joined successfully!')).toBeInTheDocument();
    const polls = fake.callsTo('GET', '/api/check-team?teamId=chess-school&username=FreshFace77').length;
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tournaments'), { timeout: 2500 });
    expect(fake.callsTo('GET', '/api/check-team?teamId=chess-school&username=FreshFace77')).toHaveLength(polls);
  });

  it('back from Lichess with a name another account holds: says so clearly, on the Lichess step', async () => {
    fake = installFakeFetch({ 'GET /api/auth/me': { body: fresh } });
    render(fresh, '/register?lichess=taken');
    expect(current()).toHaveTextContent('Lichess');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This Lichess account is already linked to another Chess School Arena account.',
    );
  });

  it('an unproven name typed before is shown as not verified, and the step asks to sign in with Lichess', async () => {
    const typed = linked({ lichessVerified: false });
    fake = installFakeFetch({ 'GET /api/auth/me': { body: typed } });
    render(typed);
    expect(current()).toHaveTextContent('Lichess');
    expect(screen.getByText(/FreshFace77 is not verified yet/)).toBeInTheDocument();
  });

  it('an e-mail that had an account gets the same answer but no session: the wizard says to check the e-mail', async () => {
    fake = installFakeFetch({
      'POST /api/auth/register': { status: 201, body: fresh },
      'GET /api/auth/me': { status: 401, body: { message: 'Authentication required' } },
    });
    render();
    await createAccount();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Check your e-mail to continue');
    expect(notice).toHaveTextContent('We have sent a message to newcomer@example.com');
    expect(screen.getByRole('link', { name: 'reset your password' })).toHaveAttribute('href', '/forgot-password');
    expect(current()).toHaveTextContent('Account');
    expect(screen.queryByLabelText('Lichess username')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('csa.user')).toBeNull();
  });

  it('skipping the Lichess step jumps to complete, without the badge', async () => {
    fake = installFakeFetch({ 'GET /api/auth/me': { body: fresh } });
    render(fresh);
    expect(current()).toHaveTextContent('Lichess');
    await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(current()).toHaveTextContent('Complete');
    expect(screen.queryByText('Lichess Connected')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Tournaments' })).toHaveAttribute('href', '/tournaments');
  });

  it('Verify Team Membership: not a member yet gives the product.md toast, a member moves to complete', async () => {
    let member = false;
    const user = linked();
    fake = installFakeFetch({
      'GET /api/auth/me': { body: user },
      'GET /api/team-info': { body: TEAM },
      'POST /api/auth/verify-team': () => ({ body: { teamVerified: member, user: { ...user, teamVerified: member } } }),
    });
    render(user);
    expect(current()).toHaveTextContent('Lichess');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Team Membership' }));
    expect(await screen.findByText('Team membership not found')).toBeInTheDocument();
    expect(screen.getByText('Please join the Chess School team on Lichess first.')).toBeInTheDocument();
    member = true;
    await userEvent.click(screen.getByRole('button', { name: 'Verify Team Membership' }));
    expect(await screen.findByText('Team membership verified!')).toBeInTheDocument();
    expect(current()).toHaveTextContent('Complete');
  });
});
