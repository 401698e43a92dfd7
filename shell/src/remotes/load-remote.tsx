import {
  Button,
  Card,
  LoadingBlock,
  sectionOffline,
  useBackOnline,
  useOnline,
  type RemoteAppModule,
  type RemoteRoute,
} from '@chess-portal/portal-kit';
import { createContext, useCallback, useContext, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { REMOTES, type RemoteName, type RouteTable } from './areas';
import { fetchRemoteRoutes, loadRemoteApp, type RemoteLoader, type RoutesLoader } from './federation';
import { RemoteBoundary } from './remote-boundary';

/** How the shell learns the remotes' routes and loads their code; tests provide their own. */
export type RemoteLoaders = { routes: RoutesLoader; app: RemoteLoader };
export const RemoteLoaderContext = createContext<RemoteLoaders>({ routes: fetchRemoteRoutes, app: loadRemoteApp });

type Load<T> = (name: RemoteName, options: { retry: boolean }) => Promise<T>;

/** What was loaded, kept for the page's life; a failed load is forgotten so it can be retried. */
function cacheOf<T>(what: string) {
  const loaded = new Map<RemoteName, T>();
  const loading = new Map<RemoteName, Promise<T>>();
  const failed = new Set<RemoteName>();
  return {
    loaded,
    once(name: RemoteName, load: Load<T>): Promise<T> {
      const pending = loading.get(name);
      if (pending) return pending;
      const promise = load(name, { retry: failed.has(name) }).then(
        (value) => {
          loaded.set(name, value);
          failed.delete(name);
          return value;
        },
        (error: unknown) => {
          console.error(`Could not load ${what} of ${name}`, error);
          loading.delete(name);
          failed.add(name);
          throw error;
        },
      );
      loading.set(name, promise);
      return promise;
    },
    clear() {
      loaded.clear();
      loading.clear();
      failed.clear();
    },
  };
}

const routeTables = cacheOf<readonly RemoteRoute[]>('the routes');
const apps = cacheOf<RemoteAppModule>('./app');

/** Forgets loaded remotes (tests). */
export const resetLoadedRemotes = () => {
  routeTables.clear();
  apps.clear();
};

export type Remotes = { status: 'loading' } | { status: 'settled'; tables: RouteTable[]; failed: RemoteName[] };

function settledFromCache(): Remotes | null {
  const tables = REMOTES.flatMap((owner) => {
    const routes = routeTables.loaded.get(owner);
    return routes ? [{ owner, routes }] : [];
  });
  return tables.length === REMOTES.length ? { status: 'settled', tables, failed: [] } : null;
}

/**
 * Every remote's route table, fetched in parallel once per page (small JSON, no remote code).
 * Settled when each has loaded or failed; `retry` loads the failed ones again.
 */
export function useRemotes(): { remotes: Remotes; retry: () => void } {
  const { routes: load } = useContext(RemoteLoaderContext);
  const [attempt, setAttempt] = useState(0);
  const [remotes, setRemotes] = useState<Remotes>(() => settledFromCache() ?? { status: 'loading' });
  useEffect(() => {
    const cached = settledFromCache();
    if (cached) return setRemotes((now) => (now.status === 'settled' && now.failed.length === 0 ? now : cached));
    let active = true;
    setRemotes({ status: 'loading' });
    void Promise.allSettled(REMOTES.map((name) => routeTables.once(name, load))).then((results) => {
      if (!active) return;
      const tables = REMOTES.flatMap((owner, i) => {
        const result = results[i];
        return result.status === 'fulfilled' ? [{ owner, routes: result.value }] : [];
      });
      setRemotes({ status: 'settled', tables, failed: REMOTES.filter((_, i) => results[i].status === 'rejected') });
    });
    return () => {
      active = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { remotes, retry };
}

export type RemoteApp = { status: 'loading' } | { status: 'ready'; App: ComponentType } | { status: 'failed' };

const appFromCache = (name: RemoteName): RemoteApp | null => {
  const module = apps.loaded.get(name);
  return module ? { status: 'ready', App: module.default } : null;
};

/** One remote's './app', loaded when a path it owns is first opened; `retry` loads it again after a failure. */
export function useRemoteApp(name: RemoteName): { app: RemoteApp; retry: () => void } {
  const { app: load } = useContext(RemoteLoaderContext);
  const [attempt, setAttempt] = useState(0);
  const [app, setApp] = useState<RemoteApp>(() => appFromCache(name) ?? { status: 'loading' });
  useEffect(() => {
    const cached = appFromCache(name);
    if (cached) return setApp(cached);
    let active = true;
    setApp({ status: 'loading' });
    apps.once(name, load).then(
      (module) => {
        if (active) setApp({ status: 'ready', App: module.default });
      },
      () => {
        if (active) setApp({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [name, load, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { app, retry };
}

const Problem = styled(Card)`
  max-width: 520px;
  margin: ${({ theme }) => theme.space[7]} auto;
  text-align: center;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: center;
`;

/** The retry card; it retries by itself when the network comes back (issue 25). */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const online = useOnline();
  useBackOnline(onRetry);
  return (
    <Problem role="alert">
      <h2>This section is unavailable right now</h2>
      {online ? (
        <p>
          We couldn&apos;t load this part of Chess School Arena. The rest of the portal still works; please try again in
          a moment.
        </p>
      ) : (
        <p>{sectionOffline}</p>
      )}
      <Button onClick={onRetry}>Retry</Button>
    </Problem>
  );
}

/** Mounts one remote's area; if it throws while rendering, a friendly retry card instead. */
export function RemoteArea({ App }: { App: ComponentType }) {
  const { pathname } = useLocation();
  return (
    <RemoteBoundary resetKey={pathname} fallback={(reset) => <RemoteUnavailable onRetry={reset} />}>
      <App />
    </RemoteBoundary>
  );
}

/** The area of the remote owning the path: its './app' loads on first use, with a spinner, or the retry card. */
export function OwnedArea({ remote }: { remote: RemoteName }) {
  const { app, retry } = useRemoteApp(remote);
  if (app.status === 'loading') return <LoadingBlock label="Loading..." />;
  if (app.status === 'failed') return <RemoteUnavailable onRetry={retry} />;
  return <RemoteArea App={app.App} />;
}
