import { sectionOffline } from '@chess-portal/contracts/forms/network';
import { lazyPage } from '@chess-portal/portal-kit';
import { aUser, installFakeFetch } from '@chess-portal/portal-kit/src/testing';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import userEvent from '@testing-library/user-event';
import { fakeModule, renderApp } from '../testing/render-app';
import type { RemoteName } from './areas';
import type { RemoteLoader, RoutesLoader } from './federation';

describe('remote loading in the shell', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  const user = aUser();
  beforeEach(() => {
    fake = installFakeFetch({ 'GET /api/auth/me': { body: user } });
  });
  afterEach(() => {
    fake.restore();
    window.localStorage.clear();
  });

  it('shows a spinner while the remotes load', async () => {
    const finishers: Array<() => void> = [];
    const loader: RemoteLoader = (name) => new Promise((resolve) => finishers.push(() => resolve(fakeModule(name))));
    renderApp('/tournaments', { user, loader });
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    // the owner's code is asked for once the routes are known, and only the owner's
    await waitFor(() => expect(finishers).toHaveLength(1));
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    finishers.forEach((finish) => finish());
    expect(await screen.findByText('mfe_player renders /tournaments')).toBeInTheDocument();
  });

  it("loads every remote's routes once, and only the code of the areas visited, once each", async () => {
    const loads: RemoteName[] = [];
    const tables: RemoteName[] = [];
    const loader: RemoteLoader = async (name) => {
      loads.push(name);
      return fakeModule(name);
    };
    const routes: RoutesLoader = async (name) => {
      tables.push(name);
      return fakeModule(name).routes;
    };
    const admin = aUser({ role: 'admin', username: 'root' });
    fake.restore();
    fake = installFakeFetch({ 'GET /api/auth/me': { body: admin } });
    const app = renderApp('/tournaments', { user: admin, loader, routes });
    expect(await screen.findByText('mfe_player renders /tournaments')).toBeInTheDocument();
    expect(loads).toEqual(['mfe_player']);
    await act(() => app.router.navigate('/admin/users'));
    expect(await screen.findByText('mfe_admin renders /admin/users')).toBeInTheDocument();
    await act(() => app.router.navigate('/tournaments/t1'));
    expect(await screen.findByText('mfe_player renders /tournaments/t1')).toBeInTheDocument();
    expect(loads).toEqual(['mfe_player', 'mfe_admin']);
    expect(tables.sort()).toEqual(['mfe_admin', 'mfe_organizer', 'mfe_player']);
  });

  it('fetches no remote code for a path the guard refuses', async () => {
    const loads: RemoteName[] = [];
    const loader: RemoteLoader = async (name) => {
      loads.push(name);
      return fakeModule(name);
    };
    const app = renderApp('/admin/users', { user, loader });
    await waitFor(() => expect(app.location()).toBe('/tournaments'));
    expect(await screen.findByText('mfe_player renders /tournaments')).toBeInTheDocument();
    expect(loads).toEqual(['mfe_player']);
  });

  it('shows a friendly card with Retry when the owning remote fails; the header keeps working', async () => {
    const attempts: boolean[] = [];
    const loader: RemoteLoader = async (name, { retry }) => {
      if (name !== 'mfe_player') return fakeModule(name);
      attempts.push(retry);
      if (attempts.length === 1) throw new Error('remoteEntry.js 502');
      return fakeModule(name);
    };
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/tournaments', { user, loader });
    expect(await screen.findByText('This section is unavailable right now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chess School Arena home' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('mfe_player renders /tournaments')).toBeInTheDocument();
    expect(attempts).toEqual([false, true]);
    spy.mockRestore();
  });

  it('keeps the other areas working while one remote is broken', async () => {
    const loader: RemoteLoader = async (name) => {
      if (name === 'mfe_admin') throw new Error('remoteEntry.js 502');
      return fakeModule(name);
    };
    const admin = aUser({ role: 'admin', username: 'root' });
    fake.restore();
    fake = installFakeFetch({ 'GET /api/auth/me': { body: admin } });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = renderApp('/tournaments', { user: admin, loader });
    expect(await screen.findByText('mfe_player renders /tournaments')).toBeInTheDocument();
    await act(() => app.router.navigate('/admin/users'));
    expect(await screen.findByText('This section is unavailable right now')).toBeInTheDocument();
    spy.mockRestore();
  });

  it('offers Retry, not Not Found, for a path no loaded remote claims while one is broken', async () => {
    const routes: RoutesLoader = async (name) => {
      if (name === 'mfe_organizer') throw new Error('routes.json 502');
      return fakeModule(name).routes;
    };
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/no-such-page', { user, routes });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).not.toBeInTheDocument();
    spy.mockRestore();
  });

  it('catches a remote that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/tournaments', { user, loader: async (name) => ({ ...fakeModule(name), default: Broken }) });
    expect(await screen.findByText('This section is unavailable right now')).toBeInTheDocument();
    spy.mockRestore();
  });

  describe('on a bad network (issue 25)', () => {
    const goOffline = () => act(() => void window.dispatchEvent(new Event('offline')));
    const comeBack = () => act(() => void window.dispatchEvent(new Event('online')));
    afterEach(() => act(() => onlineManager.setOnline(true)));

    /** A remote whose page chunk fails while `offline()` says so, like a lazy page opened offline. */
    function remoteWithLazyPage(offline: () => boolean) {
      const loads = jest.fn(async () => {
        if (offline()) throw new Error('ChunkLoadError: Loading chunk profile failed');
        return { Page: () => <h1>My Profile</h1> };
      });
      const Page = lazyPage(loads, (m: { Page: ComponentType }) => m.Page);
      const Area = () => (
        <Suspense fallback={<p>Loading page...</p>}>
          <Page />
        </Suspense>
      );
      const loader: RemoteLoader = async (name) => ({ ...fakeModule(name), default: Area });
      return { loads, loader };
    }

    it('Retry loads a page whose code failed offline, without a reload', async () => {
      let offline = true;
      const { loads, loader } = remoteWithLazyPage(() => offline);
      const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      renderApp('/me', { user, loader });
      expect(await screen.findByText('This section is unavailable right now')).toBeInTheDocument();
      offline = false;
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
      expect(loads).toHaveBeenCalledTimes(2);
      spy.mockRestore();
    });

    it('says it is offline, and the section loads by itself when the network returns', async () => {
      let offline = true;
      const { loader } = remoteWithLazyPage(() => offline);
      const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      renderApp('/me', { user, loader });
      expect(await screen.findByText('This section is unavailable right now')).toBeInTheDocument();
      goOffline();
      expect(screen.getByText(sectionOffline)).toBeInTheDocument();
      offline = false;
      comeBack();
      expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
      spy.mockRestore();
    });

    it("loads a remote whose './app' failed offline by itself when the network returns", async () => {
      let offline = true;
      const loader: RemoteLoader = async (name) => {
        if (offline) throw new Error('remoteEntry.js: Failed to fetch');
        return fakeModule(name);
      };
      const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      renderApp('/tournaments', { user, loader });
      expect(await screen.findByText('This section is unavailable right now')).toBeInTheDocument();
      goOffline();
      offline = false;
      comeBack();
      expect(await screen.findByText('mfe_player renders /tournaments')).toBeInTheDocument();
      spy.mockRestore();
    });
  });
});
