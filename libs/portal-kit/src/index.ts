// @chess-portal/portal-kit: the browser library shared (as a singleton) by the shell and remotes.
export { theme, mq, type Theme } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export { PortalThemeProvider } from './theme/theme-provider';

export * from './ui/button';
export * from './ui/card';
export * from './ui/badge';
export * from './ui/field';
export * from './ui/textarea-field';
export * from './ui/select-field';
export * from './ui/switch';
export * from './ui/fact-list';
export * from './ui/alert';
export * from './ui/dialog';
export * from './ui/confirm-button';
export * from './ui/copy-button';
export * from './ui/here-only-dialog';
export * from './ui/spinner';
export * from './ui/page-header';
export * from './ui/empty-state';
export * from './ui/tabs';
export * from './ui/not-found';
export * from './lists/pager';
export * from './lists/filter-bar';
export * from './lists/data-table';
export * from './lists/use-list-params';
export { toast, Toaster } from './toast';

export * from './http/api-error';
export * from './http/api-client';
export * from './http/typed-client';
export type * from './http/operation-types';
export * from './http/query-client';
export * from './query/shared-keys';
export * from './query/server-events';

export * from './session/storage';
export * from './session/session-api';
export * from './session/role-home';
export * from './session/session-context';

export * from './format/format';

export * from './app/remote-app';
export * from './app/lazy-page';
export * from './app/network';
// what the portal says about the network (contracts' shared messages), passed on here so the shell and the
// remotes take them from the shared singleton instead of each bundling a copy in its first load
export * from '@chess-portal/contracts/forms/network';
export * from './app/mount-standalone';
