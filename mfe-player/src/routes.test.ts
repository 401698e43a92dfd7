import { matchRemoteRoute } from '@chess-portal/portal-kit';
import { routes } from './routes';

const own = [{ owner: 'mfe_player', routes }];

describe('player routes manifest (product.md §2, §6; the shell guards by it)', () => {
  it.each([
    ['/tournaments', 'user'],
    ['/tournaments/4b0c', 'public'],
    ['/tournament/4b0c/registration-status', 'user'],
    ['/me', 'user'],
    ['/profile', 'user'],
    ['/register', 'public'],
    ['/apply-organizer', 'public'],
    ['/org/apply', 'public'],
    ['/forgot-password', 'public'],
    ['/reset-password', 'public'],
    ['/confirm-email', 'public'],
  ])('claims %s (%s)', (pathname, access) => {
    expect(matchRemoteRoute(own, pathname)).toMatchObject({ access });
  });

  it.each(['/no-such-page', '/tournaments/a/b/c', '/organizer/tournaments', '/admin'])(
    'leaves %s to others',
    (pathname) => {
      expect(matchRemoteRoute(own, pathname)).toBeNull();
    },
  );
});
