import { matchRemoteRoute } from '@chess-portal/portal-kit';
import { routes } from './routes';

const own = [{ owner: 'mfe_organizer', routes }];

describe('organizer routes manifest (product.md §2, §6; the shell guards by it)', () => {
  it.each([
    ['/organizer', 'organizer'],
    ['/organizer/tournaments', 'organizer'],
    ['/organizer/tournaments/new', 'organizer'],
    ['/organizer/tournaments/4b0c', 'organizer'],
    ['/organizer/tournaments/4b0c/registrations', 'organizer'],
    ['/organizer/commissions', 'organizer'],
    ['/organizer/money', 'organizer'],
    ['/organizer/no-such-page', 'organizer'],
    ['/tournaments/create', 'user'],
    ['/tournaments/4b0c/manage', 'user'],
  ])('claims %s (%s)', (pathname, access) => {
    expect(matchRemoteRoute(own, pathname)).toMatchObject({ access });
  });

  it.each(['/tournaments', '/tournaments/4b0c', '/organizers', '/admin'])('leaves %s to others', (pathname) => {
    expect(matchRemoteRoute(own, pathname)).toBeNull();
  });
});
