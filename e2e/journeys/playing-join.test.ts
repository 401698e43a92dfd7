// Playing journey: a team-verified player finds an upcoming paid tournament, pays by the UPI link,
// submits a transaction id, sees the pending card and the status page; after the organizer approves
// (through core's organizer API) the countdown shows, and 'Go to Tournament' unlocks when core's
// clock reaches 15 minutes before the start.
import type { Page } from 'playwright-core';
import { closeBrowser, launchBrowser, newPage, screenshot, signIn } from '../support/browser';
import { approveAsDemoOrganizer, resetCoreClock, setCoreClock } from '../support/core-control';
import { getJson } from '../support/http';

const MIN = 60_000;
const TOURNAMENT = 'Weekend Blitz Cup';

beforeAll(launchBrowser);
afterAll(async () => {
  await resetCoreClock();
  await closeBrowser();
});

type Found = { id: string; startTime: string };

async function findTournament(name: string): Promise<Found> {
  const list = await getJson<Array<Found & { name: string }>>('/api/tournaments');
  return list.find((t) => t.name === name)!;
}

/**
 * Opens a tournament the way a player finds it: its card among the dashboard's six soonest upcoming ones, or,
 * when sooner ones made by other journeys on this stack push it off, through "Browse all" and its search.
 */
async function openFromDashboard(page: Page, name: string) {
  const upcoming = page.getByRole('region', { name: 'Upcoming Tournaments' });
  const browseAll = upcoming.getByRole('link', { name: /^Browse all \d+ upcoming tournaments$/ });
  await browseAll.waitFor();
  const card = upcoming.getByRole('link', { name: `View details of ${name}` });
  if (await card.count()) return card.click();
  await browseAll.click();
  await page.getByLabel('Search by name').fill(name);
  await page.getByLabel('Search by name').press('Enter');
  await page.getByRole('table').getByRole('link', { name, exact: true }).click();
}

const myCard = (page: Page) =>
  page.getByRole('region', { name: 'My Tournaments', exact: true }).getByRole('region', { name: TOURNAMENT });

let tournament: Found;
let statusUrl: string;

it('finds the paid tournament, pays by UPI link, submits a transaction id and lands on the pending status page', async () => {
  tournament = await findTournament(TOURNAMENT);
  const { context, page } = await newPage();
  await signIn(page, 'player@example.com', 'player123');
  await page.waitForURL('**/tournaments');
  await openFromDashboard(page, TOURNAMENT);
  await page.waitForURL(`**/tournaments/${tournament.id}`);

  const payment = page.getByLabel('Payment');
  await payment.getByRole('img', { name: `UPI QR code for ${TOURNAMENT}` }).waitFor();
  const upi = await payment.getByRole('link', { name: 'Pay with UPI' }).getAttribute('href');
  expect(upi).toBe('upi://pay?pa=organizer%40okaxis&pn=organizer&am=100.00&cu=INR&tn=Weekend%20Blitz%20Cup');
  expect(await page.getByLabel('Lichess username').inputValue()).toBe('DemoPlayer');
  await screenshot(page, 'playing-tournament-page');

  await page.getByRole('button', { name: 'Submit Registration' }).click();
  const field = page.getByLabel('Transaction ID (required)');
  await page.getByText('Transaction ID is required for paid tournaments').waitFor();
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  await field.fill('UPI412345678901');
  await page.getByRole('button', { name: 'Submit Registration' }).click();

  await page.waitForURL(`**/tournament/${tournament.id}/registration-status`);
  statusUrl = new URL(page.url()).pathname;
  await page.getByText('Registration Successful').first().waitFor();
  const status = page.getByRole('region', { name: TOURNAMENT });
  await status.getByText('Pending', { exact: true }).waitFor();
  await page.getByRole('region', { name: 'Registration details' }).getByText('UPI412345678901').waitFor();
  await screenshot(page, 'playing-status-pending');
  await context.close();
});

it('shows the pending card with View Status on the dashboard, on a phone too', async () => {
  const { context, page } = await newPage({ phone: true });
  await signIn(page, 'player@example.com', 'player123');
  await page.waitForURL('**/tournaments');
  const card = myCard(page);
  await card
    .getByText("Your registration is being reviewed by the organizer. You'll be notified once approved.")
    .waitFor();
  expect(await card.getByRole('link', { name: `View Status of ${TOURNAMENT}` }).getAttribute('href')).toBe(statusUrl);
  expect(await page.getByRole('region', { name: 'Upcoming Tournaments' }).getByText(TOURNAMENT).count()).toBe(0);
  await screenshot(page, 'playing-dashboard-pending-phone');
  await context.close();
});

it('after the organizer approves, counts down to 15 minutes before the start, then says the tournament is not on Lichess yet', async () => {
  const regs = await getJson<Array<{ id: string; playerName: string }>>(
    `/api/tournaments/${tournament.id}/registrations`,
  );
  await approveAsDemoOrganizer(tournament.id, regs.find((r) => r.playerName === 'player')!.id);
  await setCoreClock(Date.parse(tournament.startTime) - 15 * MIN - 12_000);

  const { context, page } = await newPage();
  await signIn(page, 'player@example.com', 'player123');
  await page.waitForURL('**/tournaments');
  const card = myCard(page);
  await card.getByText('Approved', { exact: true }).waitFor();
  const timer = card.getByRole('timer');
  // the countdown runs on core's (moved) clock: seconds, not the days left in real time
  await timer.filter({ hasText: /^Tournament access available in: 0h 0m \d{1,2}s$/ }).waitFor();
  expect(await card.getByRole('button', { name: `Go to Tournament ${TOURNAMENT}` }).isDisabled()).toBe(true);
  await screenshot(page, 'playing-dashboard-countdown');

  // the organizer never opened it on Lichess: at T−15 the button says so instead of leading nowhere
  await card
    .getByText('The organizer has not opened this tournament on Lichess yet. The button works as soon as they do.')
    .waitFor({ timeout: 20_000 });
  expect(await timer.count()).toBe(0);
  expect(await card.getByRole('button', { name: `Go to Tournament ${TOURNAMENT}` }).isDisabled()).toBe(true);
  await screenshot(page, 'playing-dashboard-unlocked');

  await page.goto(statusUrl);
  const status = page.getByRole('region', { name: TOURNAMENT });
  await status.getByText('Approved', { exact: true }).waitFor();
  await status
    .getByRole('timer')
    .filter({ hasText: /available in: 0h (9m \d{1,2}|10m 0)s/ })
    .waitFor();
  await screenshot(page, 'playing-status-approved');
  await context.close();
});
