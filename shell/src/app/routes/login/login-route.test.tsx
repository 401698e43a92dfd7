import { aUser, installFakeFetch } from '@chess-portal/portal-kit/src/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/render-app';

async function fillAndSubmit(email: string, password: string) {
  const emailInput = screen.getByLabelText('Email');
  const passwordInput = screen.getByLabelText('Password');
  await userEvent.clear(emailInput);
  if (email) await userEvent.type(emailInput, email);
  await userEvent.clear(passwordInput);
  if (password) await userEvent.type(passwordInput, password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('login screen (product.md §2, §4, §5, §8)', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => {
    fake.restore();
    window.localStorage.clear();
  });

  it('shows the texts and links', async () => {
    fake = installFakeFetch({});
    renderApp('/login');
    // the screen is a lazy chunk: it appears once loaded
    expect(await screen.findByRole('heading', { name: 'Welcome Back' }, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getByText(/Sign in to your/)).toBeInTheDocument();
    expect(screen.getByText(/Don't have an account\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('validates on submit, then on change', async () => {
    fake = installFakeFetch({});
    renderApp('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'amy@example.com');
    await waitFor(() => expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument());
    expect(fake.calls).toHaveLength(0);
  });

  it('signs in: Signing in... while pending, toast, user stored, organizer sent home', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const organizer = aUser({ role: 'organizer', username: 'amy' });
    fake = installFakeFetch({
      'POST /api/auth/login': () => new Promise((resolve) => (answer = resolve)),
      'GET /api/auth/me': { body: organizer },
    });
    const app = renderApp('/login');
    await fillAndSubmit('amy@example.com', 'secret123');
    const pending = await screen.findByRole('button', { name: 'Signing in...' });
    expect(pending).toBeDisabled();
    answer({ body: organizer });
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, amy!')).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/organizer/tournaments'));
    expect(JSON.parse(window.localStorage.getItem('csa.user') ?? '{}')).toMatchObject({
      username: 'amy',
      role: 'organizer',
    });
    expect(fake.callsTo('POST', '/api/auth/login')[0].body).toEqual({
      email: 'amy@example.com',
      password: 'secret123',
    });
  });

  it.each([
    ['admin', '/admin/dashboard'],
    ['player', '/tournaments'],
  ] as const)('sends a signed-in %s to %s', async (role, home) => {
    fake = installFakeFetch({
      'POST /api/auth/login': { body: aUser({ role }) },
      'GET /api/auth/me': { body: aUser({ role }) },
    });
    const app = renderApp('/login');
    await fillAndSubmit('amy@example.com', 'secret123');
    await waitFor(() => expect(app.location()).toBe(home));
  });

  it("goes back to the page that sent the visitor (Login to Join's ?next=), never to another origin", async () => {
    fake = installFakeFetch({
      'POST /api/auth/login': { body: aUser({ role: 'player' }) },
      'GET /api/auth/me': { body: aUser({ role: 'player' }) },
    });
    const app = renderApp('/login?next=%2Ftournaments%2Fabc');
    await fillAndSubmit('amy@example.com', 'secret123');
    await waitFor(() => expect(app.location()).toBe('/tournaments/abc'));
  });

  it.each(['//evil.example/x', 'https://evil.example/x', '/login'])('ignores ?next=%s', async (next) => {
    fake = installFakeFetch({
      'POST /api/auth/login': { body: aUser({ role: 'player' }) },
      'GET /api/auth/me': { body: aUser({ role: 'player' }) },
    });
    const app = renderApp(`/login?next=${encodeURIComponent(next)}`);
    await fillAndSubmit('amy@example.com', 'secret123');
    await waitFor(() => expect(app.location()).toBe('/tournaments'));
  });

  it('shows the server message above the form, and clears it on a new submit', async () => {
    let calls = 0;
    fake = installFakeFetch({
      'POST /api/auth/login': () =>
        ++calls === 1 ? { status: 401, body: { message: 'Invalid email or password' } } : new Promise(() => undefined),
    });
    renderApp('/login');
    await fillAndSubmit('amy@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument());
  });

  it('falls back to a generic message', async () => {
    fake = installFakeFetch({ 'POST /api/auth/login': { status: 500, body: '' } });
    renderApp('/login');
    await fillAndSubmit('amy@example.com', 'secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });
});
