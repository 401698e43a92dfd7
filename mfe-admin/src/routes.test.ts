import { matchRemoteRoute } from '@chess-portal/portal-kit';
import { routes } from './routes';

const own = [{ owner: 'mfe_admin', routes }];

describe('admin routes manifest (product.md §2; the shell guards by it)', () => {
  it.each([
    '/admin',
    '/admin/dashboard',
    '/admin/users',
    '/admin/applications',
    '/admin/commissions',
    '/admin/settings',
    '/admin/audit-log',
    '/admin/outbox',
    '/admin/no-such-page',
  ])('claims %s for admins only', (pathname) => {
    expect(matchRemoteRoute(own, pathname)).toMatchObject({ access: 'admin' });
  });

  it.each(['/administrator', '/tournaments', '/'])('leaves %s to others', (pathname) => {
    expect(matchRemoteRoute(own, pathname)).toBeNull();
  });
});
