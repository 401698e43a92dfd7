import type { SessionUser } from '@chess-portal/contracts';
import { writeStoredUser, type RemoteAppModule, type RemoteRoute } from '@chess-portal/portal-kit';
import { render } from '@testing-library/react';
import { useLocation, createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '../app/provider';
// the sign-in screen is a lazy chunk in the app; loaded up front here so a test's first render of
// /login does not spend its findBy timeout compiling the form
import '../app/routes/login/login-route';
import '../app/routes/landing';
import { appRoutes } from '../app/router';
import type { RemoteName } from '../remotes/areas';
import type { RemoteLoader, RoutesLoader } from '../remotes/federation';
import { RemoteLoaderContext, resetLoadedRemotes } from '../remotes/load-remote';
import { remoteRoutes } from './remote-routes';

/** A stand-in remote: says which remote rendered which path. */
export function fakeRemote(name: RemoteName) {
  return function FakeRemoteApp() {
    const { pathname } = useLocation();
    return <p>{`${name} renders ${pathname}`}</p>;
  };
}

/** A stand-in './app' module: the fake area, with `routes` (by default the remote's usual table). */
export function fakeModule(name: RemoteName, routes: RemoteRoute[] = remoteRoutes[name]): RemoteAppModule {
  return { default: fakeRemote(name), routes };
}

export const fakeLoader: RemoteLoader = async (name) => fakeModule(name);

/** Stand-in routes.json of each remote: its usual table. */
export const fakeRoutesLoader: RoutesLoader = async (name) => remoteRoutes[name];

/** The routes.json of a fake loader's modules (one load per remote, not counted as an app load). */
export const routesOf =
  (loader: RemoteLoader): RoutesLoader =>
  async (name, options) =>
    (await loader(name, options)).routes;

/** The whole shell in memory at `path`, with `user` stored as signed in. */
export function renderApp(
  path: string,
  {
    user = null,
    loader = fakeLoader,
    routes = fakeRoutesLoader,
  }: { user?: SessionUser | null; loader?: RemoteLoader; routes?: RoutesLoader } = {},
) {
  resetLoadedRemotes();
  writeStoredUser(user);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const result = render(
    <RemoteLoaderContext.Provider value={{ routes, app: loader }}>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </RemoteLoaderContext.Provider>,
  );
  return { ...result, router, location: () => router.state.location.pathname };
}
