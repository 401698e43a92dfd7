import { aUser, installFakeFetch } from '@chess-portal/portal-kit/src/testing';
import { screen, waitFor } from '@testing-library/react';
import { fakeModule, renderApp, routesOf } from '../../testing/render-app';
import { remoteRoutes } from '../../testing/remote-routes';

const player = aUser({ role: 'player' });
const organizer = aUser({ role: 'organizer', username: 'org1' });
const admin = aUser({ role: 'admin', username: 'root' });

describe('areas and guards (product.md §2, §6)', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  beforeEach(() => {
    fake = installFakeFetch({ 'GET /api/auth/me': ({ path }) => ({ status: 401, body: { message: path } }) });
  });
  afterEach(() => {
    fake.restore();
    window.localStorage.clear();
  });

  const signedInAs = (user: ReturnType<typeof aUser>) => {
    fake.restore();
    fake = installFakeFetch({ 'GET /api/auth/me': { body: user } });
    return user;
  };

  it.each([
    ['/tournaments', 'mfe_player'],
    ['/me', 'mfe_player'],
    ['/tournaments/create', 'mfe_organizer'],
  ])('mounts the owning remote for a signed-in player at %s', async (path, remote) => {
    renderApp(path, { user: signedInAs(player) });
    expect(await screen.findByText(`${remote} renders ${path}`)).toBeInTheDocument();
  });

  it('lets visitors open public player pages', async () => {
    renderApp('/tournaments/abc');
    expect(await screen.findByText('mfe_player renders /tournaments/abc')).toBeInTheDocument();
  });

  it.each(['/tournaments', '/me', '/organizer/tournaments', '/admin/dashboard'])(
    'sends a visitor at %s to /login',
    async (path) => {
      const app = renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
      expect(app.location()).toBe('/login');
    },
  );

  it('sends a player at /organizer/* to / with the access-denied toast, and keeps them there (product.md §6)', async () => {
    const app = renderApp('/organizer/tournaments', { user: signedInAs(player) });
    expect(await screen.findByText('You need organizer privileges to access this page')).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/tournaments');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(app.location()).toBe('/');
  });

  it('lets organizers and admins into the organizer area', async () => {
    renderApp('/organizer/tournaments', { user: signedInAs(admin) });
    expect(await screen.findByText('mfe_organizer renders /organizer/tournaments')).toBeInTheDocument();
  });

  it.each([
    [player, '/tournaments'],
    [organizer, '/organizer/tournaments'],
  ])('sends a non-admin at /admin/* to their home', async (user, home) => {
    const app = renderApp('/admin/users', { user: signedInAs(user) });
    await waitFor(() => expect(app.location()).toBe(home));
  });

  it('lets admins into the admin area at /admin', async () => {
    renderApp('/admin', { user: signedInAs(admin) });
    expect(await screen.findByText('mfe_admin renders /admin')).toBeInTheDocument();
  });

  it.each([
    '/dashboard',
    '/puzzle-competitions',
    '/create-puzzle-competition',
    '/organizer/puzzles',
    '/organizer/create-puzzle-competition',
    '/organizer/puzzles/p1',
    '/live-event/p1',
  ])('redirects %s to /tournaments', async (path) => {
    const app = renderApp(path, { user: signedInAs(organizer) });
    await waitFor(() => expect(app.location()).toBe('/tournaments'));
  });

  it('shows Not Found for unknown paths', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });
});

describe('routes learned from the remotes', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  beforeEach(() => {
    fake = installFakeFetch({ 'GET /api/auth/me': { body: player } });
  });
  afterEach(() => {
    fake.restore();
    window.localStorage.clear();
  });

  const withLeaderboard = async (name: 'mfe_player' | 'mfe_organizer' | 'mfe_admin') =>
    name === 'mfe_player'
      ? fakeModule(name, [
          ...remoteRoutes.mfe_player,
          { path: '/leaderboard/:season', access: 'user' },
          { path: '/hall-of-fame', access: 'public' },
        ])
      : fakeModule(name);

  it('mounts a path the shell never heard of when the remote declares it', async () => {
    renderApp('/leaderboard/2026', { user: player, loader: withLeaderboard, routes: routesOf(withLeaderboard) });
    expect(await screen.findByText('mfe_player renders /leaderboard/2026')).toBeInTheDocument();
  });

  it('guards it as the remote declares', async () => {
    fake.restore();
    fake = installFakeFetch({ 'GET /api/auth/me': { status: 401, body: { message: 'Not signed in' } } });
    const app = renderApp('/leaderboard/2026', { loader: withLeaderboard, routes: routesOf(withLeaderboard) });
    await waitFor(() => expect(app.location()).toBe('/login'));
    renderApp('/hall-of-fame', { loader: withLeaderboard, routes: routesOf(withLeaderboard) });
    expect(await screen.findByText('mfe_player renders /hall-of-fame')).toBeInTheDocument();
  });

  it('still shows Not Found for a path no remote declares', async () => {
    renderApp('/leaderboard', { user: player, loader: withLeaderboard, routes: routesOf(withLeaderboard) });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
