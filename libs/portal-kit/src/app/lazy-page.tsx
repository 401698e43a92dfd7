import { lazy, type ComponentType } from 'react';
import { matchRemoteRoute, type RemoteRoute } from './remote-app';

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
  const Suspending = lazy(() => fetchPage().then((component) => ({ default: component })));
  const Page = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Suspending />;
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
