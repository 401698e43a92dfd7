import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { lazyPage, pagesPreloader, retryFailedPages } from './lazy-page';

const Fallback = () => <p>Loading...</p>;

/** A page module whose arrival the test controls. */
function deferredModule() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const loads = jest.fn(
    () =>
      new Promise<{ Page: ComponentType }>((res, rej) => {
        resolve = () => res({ Page: () => <h1>Dashboard</h1> });
        reject = rej;
      }),
  );
  return { loads, resolve: () => resolve(), reject: (e: Error) => reject(e) };
}

describe('lazyPage', () => {
  it('renders at once, without its fallback, when its code was preloaded', async () => {
    const module = deferredModule();
    const Page = lazyPage(module.loads, (m) => m.Page);
    const preloaded = Page.preload();
    module.resolve();
    await preloaded;

    render(
      <Suspense fallback={<Fallback />}>
        <Page />
      </Suspense>,
    );
    // the first commit already has the page: no fallback to hold it back
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(module.loads).toHaveBeenCalledTimes(1);
  });

  it('suspends while its code is on its way, and fetches it once', async () => {
    const module = deferredModule();
    const Page = lazyPage(module.loads, (m) => m.Page);
    render(
      <Suspense fallback={<Fallback />}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    void Page.preload();
    await act(async () => module.resolve());
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(module.loads).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failed preload', async () => {
    const module = deferredModule();
    const Page = lazyPage(module.loads, (m) => m.Page);
    const first = Page.preload();
    module.reject(new Error('ChunkLoadError'));
    await expect(first).rejects.toThrow('ChunkLoadError');
    const second = Page.preload();
    module.resolve();
    await second;
    expect(module.loads).toHaveBeenCalledTimes(2);
  });
});

describe('pagesPreloader', () => {
  const routes = [
    { path: '/tournaments', access: 'user' },
    { path: '/tournaments/:id', access: 'public' },
    { path: '/me', access: 'user' },
  ] as const;

  it('preloads the code of the page the path opens, and only that one', async () => {
    const list = deferredModule();
    const detail = deferredModule();
    const pages = {
      '/tournaments': lazyPage(list.loads, (m) => m.Page),
      '/tournaments/:id': lazyPage(detail.loads, (m) => m.Page),
      '/me': () => <h1>Me</h1>,
    };
    const preload = pagesPreloader(routes, pages);
    const done = preload('/tournaments/4b0c');
    detail.resolve();
    await done;
    expect(detail.loads).toHaveBeenCalledTimes(1);
    expect(list.loads).not.toHaveBeenCalled();
  });

  it('resolves for a path no page claims, a page that is not lazy, and a chunk that fails', async () => {
    const failing = deferredModule();
    const preload = pagesPreloader(routes, {
      '/tournaments': lazyPage(failing.loads, (m) => m.Page),
      '/me': () => <h1>Me</h1>,
    });
    await expect(preload('/no-such-page')).resolves.toBeUndefined();
    await expect(preload('/me')).resolves.toBeUndefined();
    const done = preload('/tournaments');
    failing.reject(new Error('ChunkLoadError'));
    await expect(done).resolves.toBeUndefined();
  });
});

/** A boundary with a Retry button, as the shell puts around a remote's area. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? (
      <button
        type="button"
        onClick={() => {
          retryFailedPages();
          this.setState({ failed: false });
        }}
      >
        Retry
      </button>
    ) : (
      this.props.children
    );
  }
}

describe('lazyPage after a failed load (offline)', () => {
  it('fetches its code again when rendered again, so Retry works without a reload', async () => {
    const module = deferredModule();
    const Page = lazyPage(module.loads, (m) => m.Page);
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Suspense fallback={<Fallback />}>
          <Page />
        </Suspense>
      </Boundary>,
    );
    await act(async () => module.reject(new Error('ChunkLoadError: offline')));
    const retry = await screen.findByRole('button', { name: 'Retry' });
    // failed, it waits for Retry rather than fetching again on its own
    expect(module.loads).toHaveBeenCalledTimes(1);
    await userEvent.click(retry);
    expect(module.loads).toHaveBeenCalledTimes(2);
    await act(async () => module.resolve());
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    spy.mockRestore();
  });
});
