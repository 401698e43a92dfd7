import { remoteRoutes } from '../testing/remote-routes';
import { REMOTES, resolveArea } from './areas';

const tables = REMOTES.map((owner) => ({ owner, routes: remoteRoutes[owner] }));

describe('resolveArea over the route tables the remotes declare', () => {
  it.each([
    ['/tournaments', 'mfe_player', 'user'],
    ['/tournaments/4b0c', 'mfe_player', 'public'],
    ['/tournament/4b0c/registration-status', 'mfe_player', 'user'],
    ['/me', 'mfe_player', 'user'],
    ['/profile', 'mfe_player', 'user'],
    ['/register', 'mfe_player', 'public'],
    ['/apply-organizer', 'mfe_player', 'public'],
    ['/org/apply', 'mfe_player', 'public'],
    ['/forgot-password', 'mfe_player', 'public'],
    ['/reset-password', 'mfe_player', 'public'],
    ['/tournaments/create', 'mfe_organizer', 'user'],
    ['/tournaments/4b0c/manage', 'mfe_organizer', 'user'],
    ['/organizer', 'mfe_organizer', 'organizer'],
    ['/organizer/tournaments', 'mfe_organizer', 'organizer'],
    ['/organizer/tournaments/new', 'mfe_organizer', 'organizer'],
    ['/organizer/tournaments/4b0c/registrations', 'mfe_organizer', 'organizer'],
    ['/organizer/no-such-page', 'mfe_organizer', 'organizer'],
    ['/admin', 'mfe_admin', 'admin'],
    ['/admin/dashboard', 'mfe_admin', 'admin'],
    ['/admin/users', 'mfe_admin', 'admin'],
    ['/admin/no-such-page', 'mfe_admin', 'admin'],
  ])('%s → %s (%s)', (path, remote, access) => {
    expect(resolveArea(path, tables)).toMatchObject({ remote, access });
  });

  it.each(['/no-such-page', '/tournaments/a/b/c', '/administrator'])('%s belongs to no remote', (path) => {
    expect(resolveArea(path, tables)).toBeNull();
  });

  it('knows only what it has learned: a path no loaded remote declares is nobody’s', () => {
    const playerOnly = tables.filter(({ owner }) => owner === 'mfe_player');
    expect(resolveArea('/tournaments/create', playerOnly)).toMatchObject({
      remote: 'mfe_player',
      path: '/tournaments/:id',
    });
    expect(resolveArea('/admin/users', playerOnly)).toBeNull();
    expect(
      resolveArea('/leaderboard', [
        ...tables,
        { owner: 'mfe_player', routes: [{ path: '/leaderboard', access: 'user' }] },
      ]),
    ).toMatchObject({
      remote: 'mfe_player',
    });
  });
});
