import { Toaster } from '@chess-portal/portal-kit';
import { aUser, installFakeFetch, renderWithProviders } from '@chess-portal/portal-kit/src/testing';
import type { SessionUser } from '@chess-portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PlayerApp from '../../../export-app';

let fake: ReturnType<typeof installFakeFetch>;
afterEach(() => {
  fake?.restore();
  window.localStorage.clear();
});

const render = (route: string, user: SessionUser | null = null) =>
  renderWithProviders(
    <>
      <PlayerApp />
      <Toaster />
    </>,
    { route, user },
  );

describe('the e-mail confirmation link at /confirm-email', () => {
  it('changes the address on the button (not on opening the page) and refreshes a signed-in user', async () => {
    const moved = aUser({ email: 'fresh@example.com' });
    fake = installFakeFetch({
      'POST /api/auth/confirm-email': { body: { message: 'Your e-mail address is now fresh@example.com.' } },
      'GET /api/auth/me': { body: moved },
    });
    render('/confirm-email?token=abc_DEF-123', aUser());
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/auth/confirm-email')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Use This E-mail Address' }));
    expect(await screen.findByText('Your e-mail address is now fresh@example.com.')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/auth/confirm-email')[0].body).toEqual({ token: 'abc_DEF-123' });
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem('csa.user')!).email).toBe('fresh@example.com'));
    expect(screen.getByRole('link', { name: 'Back to my profile' })).toHaveAttribute('href', '/me');
  });

  it('shows the server message for a used or expired link', async () => {
    const invalid =
      'This e-mail confirmation link is invalid or has expired. Please change the address on your profile again.';
    fake = installFakeFetch({ 'POST /api/auth/confirm-email': { status: 400, body: { message: invalid } } });
    render('/confirm-email?token=used-token-0123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Use This E-mail Address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(invalid);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('says so when the link has no token', () => {
    fake = installFakeFetch({});
    render('/confirm-email');
    expect(screen.getByRole('alert')).toHaveTextContent('This confirmation link is incomplete.');
    expect(screen.queryByRole('button', { name: 'Use This E-mail Address' })).not.toBeInTheDocument();
  });
});
