import { lazy, type ComponentType } from 'react';
import { matchRemoteRoute, type RemoteRoute } from './remote-app';

/** Pages whose chunk failed to load, each with how to make its next render fetch again. */
const failedPages = new Set<() => void>();

/**
 * Lets every page whose code failed to load (offline, a dropped connection) fetch it again when next
 * rendered: the shell calls it before its error boundary shows the area again (Retry, back online).
 */
export function retryFailedPages(): void {
  const renewing = [...failedPages];
  failedPages.clear();
  renewing.forEach((renew) => renew());
}

/** A page whose code is its own chunk; `preload` fetches it ahead of the first render. */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * One chunk per page, fetched when its path is first opened (the first load carries only its own).
 * Once the chunk is here the page renders at once: it suspends only while its code is still on its
 * way. That matters because React holds back a Suspense boundary's content for up to 300 ms after its
 * fallback showed, so a page that suspends on a chunk already fetched still waits that long.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const fetchPage = () => {
    loading ??= load().then(
      (module) => (loaded = pick(module)),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  // React.lazy keeps a rejected load for good: rendered again (Retry, back online) it would throw the
  // same error without fetching, until a full reload. A failed page is listed, and `retryFailedPages`
  // (the shell's Retry) gives it a fresh lazy component, so its next render fetches the chunk again.
  // Not at once: React renders a failed lazy again on its own, which would fetch in a loop while offline.
  const suspending = () =>
    lazy(() =>
      fetchPage().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failedPages.add(renew);
          throw error;
        },
      ),
    );
  let Suspending = suspending();
  const renew = () => {
    Suspending = suspending();
  };
  const Page = () => {
    const Loaded = loaded;
    const Current = Suspending;
    return Loaded ? <Loaded /> : <Current />;
  };
  return Object.assign(Page, { preload: () => fetchPage().then(() => undefined) });
}

const isLazyPage = (page: ComponentType): page is LazyPage => typeof (page as Partial<LazyPage>).preload === 'function';

/**
 * A remote's `preload(pathname)`: fetches the code of the page `pathname` opens among `routes`, so the
 * shell can mount the area with that page ready (remote-app.ts). Resolves either way: a chunk that
 * cannot be fetched fails where the page renders, in the area's error boundary.
 */
export function pagesPreloader(
  routes: readonly RemoteRoute[],
  pages: Partial<Record<string, ComponentType>>,
): (pathname: string) => Promise<void> {
  return async (pathname) => {
    const route = matchRemoteRoute([{ owner: 'self', routes }], pathname);
    const page = route ? pages[route.path] : undefined;
    if (page && isLazyPage(page)) await page.preload().catch(() => undefined);
  };
}
