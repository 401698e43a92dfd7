/**
 * The screens the shell renders itself: on these the remotes' addresses and routes are not needed at once, so
 * neither the page (src/index.ts) nor the edge's preload hints (server/static.ts) ask for them early.
 */
export const SHELL_OWN_PATHS: readonly string[] = ['/', '/login'];
