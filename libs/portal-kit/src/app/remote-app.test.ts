import { isRemoteAppModule, matchRemoteRoute, type RemoteRoute } from './remote-app';

const player: RemoteRoute[] = [
  { path: '/tournaments', access: 'user' },
  { path: '/tournaments/:id', access: 'public' },
];
const organizer: RemoteRoute[] = [
  { path: '/organizer/*', access: 'organizer' },
  { path: '/organizer/tournaments', access: 'organizer' },
  { path: '/tournaments/create', access: 'user' },
];
const tables = [
  { owner: 'mfe_player', routes: player },
  { owner: 'mfe_organizer', routes: organizer },
];

describe('matchRemoteRoute', () => {
  it.each([
    ['/tournaments', 'mfe_player', '/tournaments'],
    ['/tournaments/4b0c', 'mfe_player', '/tournaments/:id'],
    ['/tournaments/create', 'mfe_organizer', '/tournaments/create'],
    ['/organizer/tournaments', 'mfe_organizer', '/organizer/tournaments'],
    ['/organizer/anything/else', 'mfe_organizer', '/organizer/*'],
  ])('%s → %s %s (static beats parameter, both beat a splat)', (pathname, owner, path) => {
    expect(matchRemoteRoute(tables, pathname)).toMatchObject({ owner, path });
  });

  it('answers null when nobody claims the path', () => {
    expect(matchRemoteRoute(tables, '/no-such-page')).toBeNull();
    expect(matchRemoteRoute(tables, '/tournaments/a/b')).toBeNull();
    expect(matchRemoteRoute([], '/tournaments')).toBeNull();
  });

  it('carries the access of the route that won', () => {
    expect(matchRemoteRoute(tables, '/tournaments/9')?.access).toBe('public');
  });
});

describe('isRemoteAppModule', () => {
  const App = () => null;
  it('accepts a component with a route list', () => {
    expect(isRemoteAppModule({ default: App, routes: player })).toBe(true);
    expect(isRemoteAppModule({ default: App, routes: player, preload: async () => undefined })).toBe(true);
  });

  it.each([
    ['no module', undefined],
    ['no component', { routes: player }],
    ['no routes', { default: App }],
    ['a relative path', { default: App, routes: [{ path: 'tournaments', access: 'user' }] }],
    ['an unknown access', { default: App, routes: [{ path: '/x', access: 'vip' }] }],
    ['a preload that is not a function', { default: App, routes: player, preload: '/tournaments' }],
  ])('refuses %s', (_what, value) => {
    expect(isRemoteAppModule(value)).toBe(false);
  });
});
