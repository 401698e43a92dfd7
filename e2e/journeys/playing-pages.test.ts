// Issue 5 journeys around playing: puzzle routes redirect to /tournaments, a visitor is asked to log
// in on a tournament page, a completed tournament shows its podium and table, unknown registrations
// read 'Registration Not Found', and the dashboard's winners and puzzles tab, on desktop and phone.
import { closeBrowser, launchBrowser, newPage, screenshot, signIn, stack } from '../support/browser';

beforeAll(launchBrowser);
afterAll(closeBrowser);

async function tournamentId(name: string): Promise<string> {
  const list = (await (await fetch(`${stack().baseUrl}/api/tournaments`)).json()) as Array<{
    id: string;
    name: string;
  }>;
  return list.find((t) => t.name === name)!.id;
}

const puzzleRoutes = [
  '/puzzle-competitions',
  '/create-puzzle-competition',
  '/organizer/puzzles',
  '/organizer/create-puzzle-competition',
  '/organizer/puzzles/abc123',
  '/live-event/abc123',
];

it('redirects every puzzle route to /tournaments', async () => {
  const { context, page } = await newPage();
  await signIn(page, 'player@example.com', 'player123');
  await page.waitForURL('**/tournaments');
  for (const route of puzzleRoutes) {
    await page.goto(route);
    await page.waitForURL('**/tournaments');
    await page.getByRole('heading', { name: 'Chess School Arena Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/tournaments');
  }
  await context.close();
});

it('asks a visitor to log in to join', async () => {
  const id = await tournamentId('Chess School Sunday Rapid');
  const { context, page } = await newPage({ phone: true });
  await page.goto(`/tournaments/${id}`);
  const panel = page.getByRole('region', { name: 'Registration' });
  await panel.getByRole('link', { name: 'Login to Join' }).waitFor();
  await page.getByRole('region', { name: 'About this tournament' }).getByText('FREE', { exact: true }).waitFor();
  await screenshot(page, 'playing-visitor-phone');
  await context.close();
});

it('shows the podium and results of a completed tournament, and recent winners on the dashboard', async () => {
  const id = await tournamentId('Autumn Classical Championship');
  const { context, page } = await newPage();
  await signIn(page, 'player@example.com', 'player123');
  await page.waitForURL('**/tournaments');
  const winners = page.getByRole('region', { name: 'Recent Tournament Winners' });
  await winners.getByText('Champion: FM KnightRider_IN').waitFor();
  await screenshot(page, 'playing-dashboard');

  await page.goto(`/tournaments/${id}`);
  const podium = page.getByRole('list', { name: 'Podium' });
  await podium.getByText('FM KnightRider_IN').waitFor();
  expect(await page.getByRole('table', { name: 'Final standings' }).getByRole('row').count()).toBe(7);
  await page.getByRole('region', { name: 'Registration' }).getByText('Cannot Join').waitFor();
  await screenshot(page, 'playing-results');
  await context.close();
});

it("says 'Registration Not Found' for a tournament the player has not joined", async () => {
  const id = await tournamentId('Chess School Sunday Rapid');
  const { context, page } = await newPage({ phone: true });
  await signIn(page, 'player@example.com', 'player123');
  await page.waitForURL('**/tournaments');
  await page.goto(`/tournament/${id}/registration-status`);
  await page.getByText('Registration Not Found').waitFor();
  await page.goto('/tournaments');
  await page.getByRole('tab', { name: 'Puzzles' }).click();
  await page.getByText('Live puzzle tournaments').waitFor();
  await context.close();
});

it('shows organizers their management card on the dashboard, with Create Tournament', async () => {
  const { context, page } = await newPage();
  await signIn(page, 'organizer@example.com', 'organizer123');
  await page.waitForURL('**/organizer/tournaments');
  await page.goto('/tournaments');
  const card = page.getByRole('region', { name: 'My Tournaments: tournaments you organize' });
  await card.getByRole('link', { name: 'Weekend Blitz Cup' }).waitFor();
  expect(await card.getByRole('link', { name: 'Create Tournament' }).getAttribute('href')).toBe(
    '/organizer/tournaments/new',
  );
  // other journeys share this stack and may add tournaments of their own: check the seeded three
  for (const name of ['Chess School Sunday Rapid', 'Weekend Blitz Cup', 'Autumn Classical Championship']) {
    expect(await card.getByRole('button', { name: `Delete ${name}`, exact: true }).count()).toBe(1);
  }
  await screenshot(page, 'playing-dashboard-organizer');
  await context.close();
});
