import { screen, within } from '@testing-library/react';
import OrganizerApp from '../export-app';
import { renderArea, TID } from '../testing/fixtures';

describe('the organizer navigation bar', () => {
  let fake: ReturnType<typeof renderArea>['fake'];
  afterEach(() => fake.restore());

  const nav = async () => within(await screen.findByRole('navigation', { name: 'Organizer' }));
  const current = async () => (await nav()).getAllByRole('link').filter((a) => a.getAttribute('aria-current'));

  it('links Dashboard, Tournaments, Create, Payments, Commissions and Money, like the admin bar', async () => {
    ({ fake } = renderArea(<OrganizerApp />, '/organizer/commissions', {}));
    const links = (await nav()).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Dashboard', '/tournaments'],
      ['Tournaments', '/organizer/tournaments'],
      ['Create', '/organizer/tournaments/new'],
      ['Payments', '/organizer/payments'],
      ['Commissions', '/organizer/commissions'],
      ['Money', '/organizer/money'],
    ]);
    expect((await current()).map((a) => a.textContent)).toEqual(['Commissions']);
  });

  it.each([
    ['/organizer/tournaments', 'Tournaments'],
    ['/organizer/tournaments/new', 'Create'],
    [`/organizer/tournaments/${TID}`, 'Tournaments'],
    [`/organizer/tournaments/${TID}/registrations`, 'Tournaments'],
    ['/organizer/money', 'Money'],
    ['/organizer/payments', 'Payments'],
  ])('marks the current page at %s', async (path, label) => {
    ({ fake } = renderArea(<OrganizerApp />, path, {}));
    expect((await current()).map((a) => a.textContent)).toEqual([label]);
  });

  it('is not on the legacy screens outside /organizer', async () => {
    ({ fake } = renderArea(<OrganizerApp />, '/tournaments/create', {}));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Organizer' })).toBeNull();
  });
});
