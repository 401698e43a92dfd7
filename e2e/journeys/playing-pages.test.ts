// Journeys around playing: puzzle routes redirect to /tournaments, a visitor is asked to log
// in on a tournament page, a completed tournament shows its podium and table, unknown registrations
// read 'Registration Not Found', and the dashboard's winners and puzzles tab, on desktop and phone; the
// landing page, the results, the podium, the header and its notifications list fit 390 and 320 px phones.
import type { Page } from 'playwright-core';
import { closeBrowser, launchBrowser, newPage, screenshot, signIn } from '../support/browser';
import { coreCall, demoUserId } from '../support/core-control';
import { getJson } from '../support/http';

beforeAll(launchBrowser);
afterAll(closeBrowser);

async function tournamentId(name: string): Promise<string> {
  const list = await getJson<Array<{ id: string; name: string }>>('/api/tournaments');
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

it('shows the organizer, the registered players, Add to calendar and the start in IST on the detail page', async () => {
  const id = await tournamentId('Chess School Sunday Rapid');
  const { context, page } = await newPage();
  await page.goto(`/tournaments/${id}`);
  const facts = page.getByRole('region', { name: 'About this tournament' });
  await facts.getByText('Organizer', { exact: true }).waitFor();
  await facts.getByText(/IST/).waitFor();
  await page.getByRole('region', { name: /Registered players/ }).waitFor();
  await page.getByRole('button', { name: 'Add to calendar' }).waitFor();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  expect((await download).suggestedFilename()).toBe('chess_school_sunday_rapid.ics');
  // Login to Join brings the visitor back to this tournament
  await page.getByRole('link', { name: 'Login to Join' }).click();
  await page.getByLabel(/email/i).fill('player@example.com');
  await page.getByLabel(/password/i).fill('player123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`**/tournaments/${id}`);
  await screenshot(page, 'playing-detail-desktop');
  await context.close();
});

it('wraps a long title with no spaces on a phone instead of widening the page', async () => {
  const organizerId = await demoUserId('organizer@example.com', 'organizer123');
  const title = 'Superlongtournamenttitlewithoutanyspacesatallthatkeepsgoing';
  const { tournament } = await coreCall<{ tournament: { id: string } }>('POST', '/organizer/tournaments', {
    actingUserId: organizerId,
    body: {
      title,
      description: 'A long title.',
      type: 'arena',
      starts_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      clock_limit: 5,
      clock_increment: 0,
      nb_rounds: null,
      round_interval: 60,
      entry_fee: '0',
      manual_join: false,
      team_slug: null,
      qr_image: '',
    },
  });
  const { context, page } = await newPage({ phone: true });
  await page.goto(`/tournaments/${tournament.id}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await screenshot(page, 'playing-long-title-phone');
  await context.close();
});

/** The element's box, on screen: from the viewport's left edge to its right one. */
async function horizontalBox(page: Page, selector: ReturnType<Page['getByRole']>) {
  const box = (await selector.boundingBox())!;
  const width = page.viewportSize()!.width;
  return { left: box.x, right: box.x + box.width, width };
}

it('shows the landing page on a 390 px phone with every text readable (axe: colour contrast)', async () => {
  const { context, page } = await newPage({ phone: 390 });
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await screenshot(page, 'playing-landing-390');
  await context.close();
});

it('shows the podium on a 390 px phone with every name whole, never broken inside a word', async () => {
  const { context, page } = await newPage({ phone: 390 });
  await signIn(page, 'player@example.com', 'player123');
  await page.waitForURL('**/tournaments');
  await page.goto(`/tournaments/${await tournamentId('Autumn Classical Championship')}`);
  const podium = page.getByRole('list', { name: 'Podium' });
  await podium.getByText('FM KnightRider_IN').waitFor();
  // no podium name breaks inside a word: every word of every name sits on one line
  const brokenWords = await podium.evaluate((list) => {
    const broken: string[] = [];
    for (const name of Array.from(list.querySelectorAll('strong'))) {
      const text = name.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) continue;
      for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const tops = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
  expect(brokenWords).toEqual([]);
  await context.close();
});

it('shows the standings on a 390 px phone in a scroll box the keyboard reaches (axe: scrollable-region-focusable)', async () => {
  const { context, page } = await newPage({ phone: 390 });
  await signIn(page, 'player@example.com', 'player123');
  await page.waitForURL('**/tournaments');
  await page.goto(`/tournaments/${await tournamentId('Autumn Classical Championship')}`);
  await page.getByRole('table', { name: 'Final standings' }).waitFor();
  await screenshot(page, 'playing-results-390');
  await context.close();
});

it('opens the notifications list inside a 390 px screen', async () => {
  const { context, page } = await newPage({ phone: 390 });
  await signIn(page, 'player@example.com', 'player123');
  await page.waitForURL('**/tournaments');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const list = page.getByRole('region', { name: 'Notifications list' });
  await list.waitFor();
  const box = await horizontalBox(page, list);
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(box.width);
  await screenshot(page, 'playing-notifications-390', { fullPage: false });
  await context.close();
});

it('keeps the menu button on screen at 320 px', async () => {
  const { context, page } = await newPage({ phone: 320 });
  await signIn(page, 'player@example.com', 'player123');
  await page.waitForURL('**/tournaments');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.waitFor();
  const box = await horizontalBox(page, toggle);
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(box.width);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await toggle.click();
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'My Profile' }).waitFor();
  await screenshot(page, 'playing-menu-320', { fullPage: false });
  await context.close();
});
