import { canManageTournaments, roleHome } from './role-home';

describe('roleHome', () => {
  it.each([
    [{ role: 'admin' as const }, '/admin/dashboard'],
    [{ role: 'organizer' as const }, '/organizer/tournaments'],
    [{ role: 'player' as const }, '/tournaments'],
    [null, '/'],
  ])('%j → %s', (user, home) => expect(roleHome(user)).toBe(home));

  it('lets organizers and admins manage tournaments', () => {
    expect(canManageTournaments({ role: 'organizer' })).toBe(true);
    expect(canManageTournaments({ role: 'admin' })).toBe(true);
    expect(canManageTournaments({ role: 'player' })).toBe(false);
    expect(canManageTournaments(null)).toBe(false);
  });
});
