import { aUser, installFakeFetch } from '@chess-portal/portal-kit/src/testing';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../testing/render-app';

describe('landing page', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => {
    fake.restore();
    window.localStorage.clear();
  });

  it('introduces the product to visitors with Login and Register calls to action', async () => {
    fake = installFakeFetch({});
    renderApp('/');
    // the landing page is a chunk of its own
    expect(await screen.findByRole('heading', { level: 1, name: 'Chess School Arena' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(/tournaments/i);
    expect(screen.getAllByRole('link', { name: 'Register' }).some((a) => a.getAttribute('href') === '/register')).toBe(
      true,
    );
    expect(screen.getAllByRole('link', { name: 'Login' }).some((a) => a.getAttribute('href') === '/login')).toBe(true);
  });

  it('sends a signed-in user to their home', async () => {
    const user = aUser({ role: 'admin' });
    fake = installFakeFetch({ 'GET /api/auth/me': { body: user } });
    const app = renderApp('/', { user });
    await waitFor(() => expect(app.location()).toBe('/admin/dashboard'));
  });
});
