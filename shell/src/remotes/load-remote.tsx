import { Button, Card, LoadingBlock } from '@chess-portal/portal-kit';
import { createContext, useCallback, useContext, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { RemoteName } from './areas';
import { loadRemoteApp, type RemoteLoader } from './federation';
import { RemoteBoundary } from './remote-boundary';

/** Which loader RemoteArea uses; tests provide their own. */
export const RemoteLoaderContext = createContext<RemoteLoader>(loadRemoteApp);

const loaded = new Map<RemoteName, ComponentType>();

type State = { status: 'loading' } | { status: 'ready'; App: ComponentType } | { status: 'error'; error: unknown };

function useRemoteApp(name: RemoteName) {
  const load = useContext(RemoteLoaderContext);
  const cached = loaded.get(name);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>(cached ? { status: 'ready', App: cached } : { status: 'loading' });
  useEffect(() => {
    const hit = loaded.get(name);
    if (hit) return setState({ status: 'ready', App: hit });
    let active = true;
    setState({ status: 'loading' });
    load(name, { retry: attempt > 0 }).then(
      (App) => {
        loaded.set(name, App);
        if (active) setState({ status: 'ready', App });
      },
      (error: unknown) => {
        console.error(`Could not load ${name}`, error);
        if (active) setState({ status: 'error', error });
      },
    );
    return () => {
      active = false;
    };
  }, [name, load, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

/** Forgets loaded remotes (tests). */
export const resetLoadedRemotes = () => loaded.clear();

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
      <p>We couldn&apos;t load this part of Chess School Arena. The rest of the portal still works; please try again in a moment.</p>
      <Button onClick={onRetry}>Retry</Button>
    </Problem>
  );
}

/** Mounts one remote's app: a spinner while it loads, a friendly retry card if it fails. */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const { state, retry } = useRemoteApp(remote);
  const { pathname } = useLocation();
  if (state.status === 'loading') return <LoadingBlock label="Loading..." />;
  if (state.status === 'error') return <RemoteUnavailable onRetry={retry} />;
  const App = state.App;
  return (
    <RemoteBoundary resetKey={pathname} fallback={(reset) => <RemoteUnavailable onRetry={reset} />}>
      <App />
    </RemoteBoundary>
  );
}
