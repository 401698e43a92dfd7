import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser, installFakeFetch, renderWithProviders } from '../testing';
import { useSession } from './session-context';
import { readStoredUser, SESSION_STORAGE_KEY, writeStoredUser } from './storage';

function Probe() {
  const { user, logout, refresh } = useSession();
  return (
    <div>
      <p>user: {user ? `${user.username} (${user.role})` : 'none'}</p>
      <button onClick={logout}>Log out</button>
      <button onClick={() => void refresh()}>Refresh</button>
    </div>
  );
}

describe('session context (product.md §4)', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => {
    fake.restore();
    window.localStorage.clear();
  });

  it('refreshes the stored user from GET /api/auth/me on load', async () => {
    fake = installFakeFetch({ 'GET /api/auth/me': { body: aUser({ username: 'renamed' }) } });
    renderWithProviders(<Probe />, { user: aUser() });
    expect(screen.getByText('user: player1 (player)')).toBeInTheDocument();
    expect(await screen.findByText('user: renamed (player)')).toBeInTheDocument();
    expect(readStoredUser()?.username).toBe('renamed');
  });

  it('logs out locally when the refresh fails', async () => {
    fake = installFakeFetch({ 'GET /api/auth/me': { status: 401, body: { message: 'Not signed in' } } });
    renderWithProviders(<Probe />, { user: aUser() });
    expect(await screen.findByText('user: none')).toBeInTheDocument();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('keeps the stored user when the page is left while its refresh is on its way (the browser cancels it)', async () => {
    let cancel: () => void = () => undefined;
    fake = installFakeFetch({
      'GET /api/auth/me': () =>
        new Promise((_resolve, reject) => (cancel = () => reject(new TypeError('Failed to fetch')))),
    });
    renderWithProviders(<Probe />, { user: aUser() });
    await waitFor(() => expect(fake.callsTo('GET', '/api/auth/me')).toHaveLength(1));
    window.dispatchEvent(new Event('pagehide'));
    await act(async () => {
      cancel();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    // the next page reads the user from storage: still signed in
    expect(readStoredUser()?.username).toBe('player1');
    window.dispatchEvent(new Event('pageshow'));
  });

  it('logs out locally when the refresh fails for want of the network, the page staying', async () => {
    fake = installFakeFetch({ 'GET /api/auth/me': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderWithProviders(<Probe />, { user: aUser() });
    expect(await screen.findByText('user: none')).toBeInTheDocument();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('does not call the server for a visitor', () => {
    fake = installFakeFetch({});
    renderWithProviders(<Probe />);
    expect(screen.getByText('user: none')).toBeInTheDocument();
    expect(fake.calls).toHaveLength(0);
  });

  it('logout clears local state at once, posts logout without waiting, and goes to /', async () => {
    let release: () => void = () => undefined;
    fake = installFakeFetch({
      'GET /api/auth/me': { body: aUser() },
      'POST /api/auth/logout': () => new Promise((resolve) => (release = () => resolve({ status: 500, body: '' }))),
    });
    renderWithProviders(<Probe />, { user: aUser(), route: '/tournaments' });
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(screen.getByText('user: none')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(fake.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
    await act(async () => release());
    expect(screen.getByText('user: none')).toBeInTheDocument();
  });

  it('re-reads the stored user every second', async () => {
    fake = installFakeFetch({});
    renderWithProviders(<Probe />, { pollMs: 1000 });
    act(() => writeStoredUser(aUser({ username: 'other-tab', role: 'organizer' })));
    expect(screen.getByText('user: none')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('user: other-tab (organizer)')).toBeInTheDocument(), { timeout: 2000 });
  });
});
