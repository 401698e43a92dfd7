import { Toaster } from '@chess-portal/portal-kit';
import { aUser, installFakeFetch, renderWithProviders } from '@chess-portal/portal-kit/src/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PlayerApp from '../../../export-app';

const SENT =
  'If an account exists for that email, we have sent a link to reset your password. The link is valid for 1 hour.';

let fake: ReturnType<typeof installFakeFetch>;
afterEach(() => {
  fake?.restore();
  window.localStorage.clear();
});

const render = (route: string, user = null as ReturnType<typeof aUser> | null) =>
  renderWithProviders(
    <>
      <PlayerApp />
      <Toaster />
    </>,
    { route, user },
  );

describe('forgot password', () => {
  it('checks the address, then shows the same answer whatever the address', async () => {
    fake = installFakeFetch({ 'POST /api/auth/forgot-password': { status: 202, body: { message: SENT } } });
    render('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'someone@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/auth/forgot-password')[0].body).toEqual({ email: 'someone@example.com' });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows a rate limit message', async () => {
    fake = installFakeFetch({
      'POST /api/auth/forgot-password': {
        status: 429,
        body: { message: 'Too many password reset requests. Please try again later.' },
      },
    });
    render('/forgot-password');
    await userEvent.type(screen.getByLabelText('Email'), 'someone@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many password reset requests. Please try again later.',
    );
  });
});

describe('reset password', () => {
  it('sets the new password with the token of the link, clears a stale local session and goes to /login', async () => {
    fake = installFakeFetch({
      'POST /api/auth/reset-password': {
        body: { message: 'Your password has been reset. Please sign in with your new password.' },
      },
      'GET /api/auth/me': { body: aUser() },
    });
    render('/reset-password?token=abc_DEF-123', aUser());
    await userEvent.type(await screen.findByLabelText('New password'), 'new-secret');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'other-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(fake.callsTo('POST', '/api/auth/reset-password')[0].body).toEqual({
      token: 'abc_DEF-123',
      password: 'new-secret',
    });
    expect(screen.getByText('Password reset')).toBeInTheDocument();
    expect(window.localStorage.getItem('csa.user')).toBeNull();
  });

  it('an expired or used link shows the server message with a way to ask again', async () => {
    fake = installFakeFetch({
      'POST /api/auth/reset-password': {
        status: 400,
        body: { message: 'This password reset link is invalid or has expired. Please request a new one.' },
      },
    });
    render('/reset-password?token=used-token');
    await userEvent.type(screen.getByLabelText('New password'), 'new-secret');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('a link without a token says so', () => {
    fake = installFakeFetch({});
    render('/reset-password');
    expect(screen.getByText('This reset link is invalid or incomplete')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
