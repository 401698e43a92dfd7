// setupFilesAfterEnv for the shell's jsdom tests.
import '@chess-portal/portal-kit/src/testing/jest-setup';

// jsdom has no scrolling or media queries; ScrollRestoration and the toaster ask for them.
window.scrollTo = () => undefined;
if (!window.matchMedia) {
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
