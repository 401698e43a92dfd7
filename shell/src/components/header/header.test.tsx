import { aUser, installFakeFetch } from '@chess-portal/portal-kit/src/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../testing/render-app';

describe('header (product.md §2)', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => {
    fake.restore();
    window.localStorage.clear();
  });

  const menu = async () => {
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    return within(screen.getByRole('navigation', { name: 'Account menu' }));
  };

  it('offers Login and Register to visitors; the logo goes to /', async () => {
    fake = installFakeFetch({});
    renderApp('/');
    expect(screen.getByRole('link', { name: 'Chess School Arena home' })).toHaveAttribute('href', '/');
    const items = await menu();
    expect(items.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(items.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(items.getByRole('link', { name: 'Browse Tournaments' })).toHaveAttribute('href', '/tournaments/browse');
  });

  it.each([
    ['admin', '/admin/dashboard'],
    ['organizer', '/organizer/tournaments'],
    ['player', '/tournaments'],
  ] as const)('shows a signed-in %s their name, role, profile and logout; the logo goes to %s', async (role, home) => {
    const user = aUser({ role, username: `the-${role}` });
    fake = installFakeFetch({ 'GET /api/auth/me': { body: user } });
    renderApp('/no-such-page', { user });
    expect(screen.getByRole('link', { name: 'Chess School Arena home' })).toHaveAttribute('href', home);
    const items = await menu();
    expect(items.getByText(`the-${role}`)).toBeInTheDocument();
    expect(items.getByText(role)).toBeInTheDocument();
    expect(items.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/me');
    expect(items.getByRole('link', { name: 'Browse Tournaments' })).toHaveAttribute('href', '/tournaments/browse');
    expect(items.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('logs out from the menu: local session cleared, server told, back to /', async () => {
    const user = aUser();
    fake = installFakeFetch({
      'GET /api/auth/me': { body: user },
      'POST /api/auth/logout': { body: { success: true } },
    });
    const app = renderApp('/tournaments', { user });
    await userEvent.click((await menu()).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(window.localStorage.getItem('csa.user')).toBeNull();
    expect(fake.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Chess School Arena' })).toBeInTheDocument();
  });

  it('closes the menu after navigating', async () => {
    fake = installFakeFetch({});
    renderApp('/');
    await userEvent.click((await menu()).getByRole('link', { name: 'Login' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
