import { Button, Card, type RemoteAppModule } from '@chess-portal/portal-kit';
import { createContext, useCallback, useContext, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { REMOTES, type RemoteName, type RouteTable } from './areas';
import { loadRemoteApp, type RemoteLoader } from './federation';
import { RemoteBoundary } from './remote-boundary';

/** Which loader the shell uses; tests provide their own. */
export const RemoteLoaderContext = createContext<RemoteLoader>(loadRemoteApp);

/** Loaded './app' modules, kept for the page's life; a failed load is forgotten so it can be retried. */
const loaded = new Map<RemoteName, RemoteAppModule>();
const loading = new Map<RemoteName, Promise<RemoteAppModule>>();
const failed = new Set<RemoteName>();

function loadOnce(name: RemoteName, load: RemoteLoader): Promise<RemoteAppModule> {
  const pending = loading.get(name);
  if (pending) return pending;
  const promise = load(name, { retry: failed.has(name) }).then(
    (module) => {
      loaded.set(name, module);
      failed.delete(name);
      return module;
    },
    (error: unknown) => {
      console.error(`Could not load ${name}`, error);
      loading.delete(name);
      failed.add(name);
      throw error;
    },
  );
  loading.set(name, promise);
  return promise;
}

/** Forgets loaded remotes (tests). */
export const resetLoadedRemotes = () => {
  loaded.clear();
  loading.clear();
  failed.clear();
};

export type Remotes =
  | { status: 'loading' }
  | { status: 'settled'; tables: RouteTable[]; apps: Map<RemoteName, ComponentType>; failed: RemoteName[] };

function settled(ready: ReadonlyArray<readonly [RemoteName, RemoteAppModule]>, failedNow: RemoteName[]): Remotes {
  return {
    status: 'settled',
    tables: ready.map(([owner, module]) => ({ owner, routes: module.routes })),
    apps: new Map(ready.map(([name, module]) => [name, module.default])),
    failed: failedNow,
  };
}

function settledFromCache(): Remotes | null {
  const ready = REMOTES.flatMap((name) => {
    const module = loaded.get(name);
    return module ? [[name, module] as const] : [];
  });
  return ready.length === REMOTES.length ? settled(ready, []) : null;
}

/**
 * Every remote's './app' (its area and the routes it declares), loaded in parallel once per page.
 * Settled when each has loaded or failed; `retry` loads the failed ones again.
 */
export function useRemotes(): { remotes: Remotes; retry: () => void } {
  const load = useContext(RemoteLoaderContext);
  const [attempt, setAttempt] = useState(0);
  const [remotes, setRemotes] = useState<Remotes>(() => settledFromCache() ?? { status: 'loading' });
  useEffect(() => {
    const cached = settledFromCache();
    if (cached) return setRemotes((now) => (now.status === 'settled' && now.failed.length === 0 ? now : cached));
    let active = true;
    setRemotes({ status: 'loading' });
    void Promise.allSettled(REMOTES.map((name) => loadOnce(name, load))).then((results) => {
      if (!active) return;
      const ready = REMOTES.flatMap((name, i) => {
        const result = results[i];
        return result.status === 'fulfilled' ? [[name, result.value] as const] : [];
      });
      setRemotes(
        settled(
          ready,
          REMOTES.filter((_, i) => results[i].status === 'rejected'),
        ),
      );
    });
    return () => {
      active = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { remotes, retry };
}

const Problem = styled(Card)`
  max-width: 520px;
  margin: ${({ theme }) => theme.space[7]} auto;
  text-align: center;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: center;
`;

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Problem role="alert">
      <h2>This section is unavailable right now</h2>
      <p>
        We couldn&apos;t load this part of Chess School Arena. The rest of the portal still works; please try again in a
        moment.
      </p>
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
