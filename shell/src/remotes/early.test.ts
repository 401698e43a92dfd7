import { installFakeFetch } from '@chess-portal/portal-kit/src/testing';
import { fetchRemotesEarly } from './early';
import { fetchRemoteRoutes } from './federation';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const routes = [{ path: '/tournaments', access: 'user' }];

describe('the remotes asked for as soon as main.js runs (issue 25)', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => {
    fake.restore();
    window.history.pushState({}, '', '/');
  });

  it("fetches /remotes.json and every remote's routes.json at once, and the shell uses those answers", async () => {
    fake = installFakeFetch({
      'GET /remotes.json': {
        body: { mfe_player: '/mfe/player/mf-manifest.json', mfe_admin: '/mfe/admin/mf-manifest.json' },
      },
      'GET /mfe/player/routes.json': { body: routes },
      'GET /mfe/admin/routes.json': { body: [{ path: '/admin/*', access: 'admin' }] },
    });
    window.history.pushState({}, '', '/tournaments');
    fetchRemotesEarly('/remotes.json', ['/', '/login']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fake.calls.map((c) => c.path).sort()).toEqual([
      '/mfe/admin/routes.json',
      '/mfe/player/routes.json',
      '/remotes.json',
    ]);

    await expect(fetchRemoteRoutes('mfe_player', { retry: false })).resolves.toEqual(routes);
    expect(fake.calls).toHaveLength(3);
    // a retry asks again
    await expect(fetchRemoteRoutes('mfe_player', { retry: true })).resolves.toEqual(routes);
    expect(fake.callsTo('GET', '/mfe/player/routes.json')).toHaveLength(2);
  });

  it("fetches nothing early on the shell's own screens", async () => {
    fake = installFakeFetch({});
    window.history.pushState({}, '', '/login');
    fetchRemotesEarly('/remotes.json', ['/', '/login']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fake.calls).toHaveLength(0);
  });
});
