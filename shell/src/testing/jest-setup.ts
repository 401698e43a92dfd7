// setupFilesAfterEnv for the shell's jsdom tests.
import '@chess-portal/portal-kit/src/testing/jest-setup';

// jsdom has no scrolling or media queries; ScrollRestoration and the toaster ask for them.
// (The edge's tests run in node, where there is no window.)
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
