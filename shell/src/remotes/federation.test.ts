import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { installFakeFetch } from '@chess-portal/portal-kit/src/testing';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const App = () => null;
const routes = [{ path: '/tournaments', access: 'user' }];

describe('loadRemoteApp (Module Federation at run time)', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => fake.restore());

  it('registers the manifest named by /remotes.json and loads <name>/app', async () => {
    const { loadRemoteApp } = await import('./federation');
    fake = installFakeFetch({ 'GET /remotes.json': { body: { mfe_player: '/mfe/player/mf-manifest.json' } } });
    jest.mocked(loadRemote).mockResolvedValue({ default: App, routes });
    await expect(loadRemoteApp('mfe_player', { retry: false })).resolves.toEqual({ default: App, routes });
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mfe_player', entry: 'http://localhost/mfe/player/mf-manifest.json' }],
      { force: false },
    );
    expect(loadRemote).toHaveBeenCalledWith('mfe_player/app');

    // a retry reads /remotes.json again and re-registers with force, dropping the failed container
    fake.restore();
    fake = installFakeFetch({
      'GET /remotes.json': { body: { mfe_player: 'http://cdn.example/player/mf-manifest.json' } },
    });
    await loadRemoteApp('mfe_player', { retry: true });
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_player', entry: 'http://cdn.example/player/mf-manifest.json' }],
      { force: true },
    );
  });

  it('waits for the page being opened before it hands the area over, and not for a page that fails', async () => {
    const { loadRemoteApp } = await import('./federation');
    fake = installFakeFetch({ 'GET /remotes.json': { body: { mfe_player: '/mfe/player/mf-manifest.json' } } });
    window.history.pushState({}, '', '/tournaments/4b0c');
    let pageArrives!: () => void;
    const preload = jest.fn(() => new Promise<void>((resolve) => (pageArrives = resolve)));
    jest.mocked(loadRemote).mockResolvedValue({ default: App, routes, preload });
    let settled = false;
    const loading = loadRemoteApp('mfe_player', { retry: true }).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(preload).toHaveBeenCalledWith('/tournaments/4b0c');
    expect(settled).toBe(false);
    pageArrives();
    await loading;

    jest.mocked(loadRemote).mockResolvedValue({ default: App, routes, preload: () => Promise.reject(new Error('x')) });
    await expect(loadRemoteApp('mfe_player', { retry: true })).resolves.toMatchObject({ default: App });
    window.history.pushState({}, '', '/');
  });

  it('fails clearly when a remote has no manifest, no default export or no routes', async () => {
    const { loadRemoteApp } = await import('./federation');
    fake = installFakeFetch({ 'GET /remotes.json': { body: { mfe_admin: '/mfe/admin/mf-manifest.json' } } });
    await expect(loadRemoteApp('mfe_organizer', { retry: true })).rejects.toThrow(
      '/remotes.json has no manifest for mfe_organizer',
    );
    jest.mocked(loadRemote).mockResolvedValue({ routes });
    await expect(loadRemoteApp('mfe_admin', { retry: true })).rejects.toThrow(
      'mfe_admin/app must export a default component and its routes',
    );
    jest.mocked(loadRemote).mockResolvedValue({ default: App });
    await expect(loadRemoteApp('mfe_admin', { retry: true })).rejects.toThrow(
      'mfe_admin/app must export a default component and its routes',
    );
  });

  it('fails when /remotes.json cannot be read', async () => {
    const { fetchRemotesMap } = await import('./federation');
    fake = installFakeFetch({
      'GET /remotes.json': { status: 502, body: { message: 'Service temporarily unavailable' } },
    });
    await expect(fetchRemotesMap(true)).rejects.toThrow('502');
  });
});
