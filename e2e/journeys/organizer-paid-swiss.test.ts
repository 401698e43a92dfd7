// Organizer journey: the demo organizer creates a paid Swiss, the demo player joins with a transaction
// id, the organizer approves and pushes it to the Lichess sandbox (whose allow-list then admits
// exactly the approved player), the sandbox finishes it, core's results job notices on its own, the
// results appear and the tournament completes with its commission due, which the organizer pays.
import type { Page } from 'playwright-core';
import { toKolkataLocalInput } from '@chess-portal/contracts';
import { closeBrowser, launchBrowser, newPage, screenshot, signIn } from '../support/browser';
import { coreCall, demoUserId, resetCoreClock, setCoreClock } from '../support/core-control';
import { finishOnSandbox, joinSwissAs } from '../support/sandbox-control';

const DAY = 86_400_000;
const NAME = `Journey Swiss ${Date.now().toString(36).slice(-5)}`;
const START = new Date(Math.ceil((Date.now() + 2 * DAY) / 3_600_000) * 3_600_000);

beforeAll(launchBrowser);
afterAll(async () => {
  await resetCoreClock();
  await closeBrowser();
});

let tournamentId: string;
let lichessId: string;

async function asOrganizer(options: { phone?: boolean } = {}) {
  const session = await newPage(options);
  await signIn(session.page, 'organizer@example.com', 'organizer123');
  await session.page.waitForURL('**/organizer/tournaments');
  return session;
}

const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first().waitFor();

/** The admin sets the UPI id organizers pay commissions to (PUT when it exists, POST the first time). */
async function setAdminUpi(value: string) {
  const actingUserId = await demoUserId('admin@example.com', 'admin123');
  const description = 'UPI id organizers pay commissions to';
  await coreCall('PUT', '/admin/global-settings/ADMIN_UPI', { actingUserId, body: { value, description } }).catch(() =>
    coreCall('POST', '/admin/global-settings', { actingUserId, body: { key: 'ADMIN_UPI', value, description } }),
  );
}

it('creates a paid Swiss from the organizer form and lands on its page', async () => {
  const { context, page } = await asOrganizer();
  await page.getByRole('link', { name: 'Create Tournament' }).first().click();
  await page.waitForURL('**/organizer/tournaments/new');
  await page.getByLabel('Title', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Create Tournament' }).click();
  await page.getByText('Title is required').waitFor();
  await screenshot(page, 'organizer-create-errors');
  await page.getByLabel('Title', { exact: true }).fill(NAME);
  await page.getByLabel('Description (optional)').fill('A friendly club Swiss. Entry fee ₹150 for the prize pool.');
  await page.getByLabel('Starts at (India time)').fill(toKolkataLocalInput(START));
  await page.getByLabel('Increment (seconds)').fill('5');
  await page.getByLabel('Rounds').fill('5');
  await page.getByLabel('Entry fee (₹)').fill('150');
  await page.getByRole('button', { name: 'Create Tournament' }).click();
  await page.waitForURL(/\/organizer\/tournaments\/[0-9a-f-]{36}$/);
  tournamentId = page.url().split('/').pop()!;
  await toast(page, 'Tournament Created');
  await page.getByRole('heading', { name: NAME }).waitFor();
  await page.getByRole('button', { name: 'Push to Lichess' }).waitFor();
  await context.close();
});

it('lets the player join it with a transaction id', async () => {
  const { context, page } = await newPage();
  await signIn(page, 'player@example.com', 'player123');
  await page.waitForURL('**/tournaments');
  await page.goto(`/tournaments/${tournamentId}`);
  await page.getByLabel('Transaction ID (required)').fill('700100200300');
  await page.getByRole('button', { name: 'Submit Registration' }).click();
  await page.waitForURL(`**/tournament/${tournamentId}/registration-status`);
  await context.close();
});

it('keeps Approve and Reject on screen on a phone, under the organizer navigation bar', async () => {
  const { context, page } = await asOrganizer({ phone: true });
  const nav = page.getByRole('navigation', { name: 'Organizer' });
  await nav.getByRole('link', { name: 'Tournaments' }).waitFor();
  await page.goto(`/organizer/tournaments/${tournamentId}/registrations`);
  const pending = page.getByRole('table', { name: 'Pending registrations' });
  await pending.getByText('700100200300').waitFor();
  const width = page.viewportSize()!.width;
  for (const name of ['Approve player', 'Reject player']) {
    const box = (await pending.getByRole('button', { name }).boundingBox())!;
    expect({ name, inside: box.x >= 0 && box.x + box.width <= width }).toEqual({ name, inside: true });
  }
  await screenshot(page, 'organizer-registrations-pending-phone');
  await context.close();
});

it('approves the registration, with the counts and totals following', async () => {
  const { context, page } = await asOrganizer();
  await page.goto(`/organizer/tournaments/${tournamentId}/registrations`);
  const pending = page.getByRole('table', { name: 'Pending registrations' });
  await pending.getByText('700100200300').waitFor();
  await screenshot(page, 'organizer-registrations-pending');
  await pending.getByRole('button', { name: 'Approve player' }).click();
  await toast(page, 'Registration Approved');
  await page.getByText('No pending registrations').waitFor();
  await page.getByText('Commission due ₹15.00').waitFor();
  await page.getByRole('button', { name: 'Copy Approved' }).waitFor();
  await screenshot(page, 'organizer-registrations-approved');
  await context.close();
});

it('pushes it to the Lichess sandbox, whose allow-list admits exactly the approved player', async () => {
  const { context, page } = await asOrganizer();
  await page.goto(`/organizer/tournaments/${tournamentId}`);
  await page.getByRole('button', { name: 'Push to Lichess' }).click();
  await toast(page, 'Pushed to Lichess');
  await page.getByRole('button', { name: 'Already on Lichess' }).waitFor();
  expect(await page.getByRole('form', { name: 'Edit tournament' }).count()).toBe(0);
  const link = await page.getByRole('link', { name: /\/swiss\// }).getAttribute('href');
  lichessId = link!.split('/swiss/')[1];
  await page.getByRole('button', { name: 'Load Approved List' }).click();
  expect(await page.getByRole('textbox', { name: 'Approved players', exact: true }).inputValue()).toBe('DemoPlayer');
  await screenshot(page, 'organizer-detail-pushed');

  expect(await joinSwissAs('KnightRider99', lichessId)).toBe("You don't satisfy the tournament requirements");
  expect(await joinSwissAs('DemoPlayer', lichessId)).toBe('ok');
  await context.close();
});

it('completes on its own once the sandbox finishes it: results, then the commission the organizer pays', async () => {
  await finishOnSandbox(lichessId, [
    { username: 'DemoPlayer', points: 4 },
    { username: 'QueenGambit', points: 3 },
    { username: 'KnightRider99', points: 2 },
    { username: 'RookieRahul', points: 1 },
  ]);
  await setCoreClock(START.getTime() + 3 * 3_600_000);
  await coreCall('POST', '/_test/jobs/tournaments.lichess-results/run');

  const { context, page } = await asOrganizer();
  await page.goto(`/organizer/tournaments/${tournamentId}`);
  const podium = page.getByRole('list', { name: 'Podium' });
  await podium.getByText('DemoPlayer').waitFor();
  await page.getByRole('table', { name: 'Other finishers' }).getByText('RookieRahul').waitFor();
  await page.getByText('completed', { exact: true }).first().waitFor();
  await screenshot(page, 'organizer-detail-results');

  await setAdminUpi('platform@okicici');
  await page.goto('/organizer/commissions');
  const card = page.getByRole('region', { name: NAME });
  await card.getByText(/₹15\.00 · due/).waitFor();
  expect(await card.getByRole('link', { name: 'Pay with UPI' }).getAttribute('href')).toMatch(
    /^upi:\/\/pay\?pa=platform%40okicici&pn=Chess%20School%20Arena&am=15.00&cu=INR/,
  );
  await card.getByLabel('UPI transaction ID').fill('UPI900800700600');
  await card.getByRole('button', { name: 'Submit Payment' }).click();
  await toast(page, 'Payment submitted');
  await card.getByText(/Transaction UPI900800700600 submitted/).waitFor();
  await screenshot(page, 'organizer-commissions');
  await context.close();
});

it('fits a 375 px phone: list, create form, detail, registrations; and the legacy manage screen', async () => {
  const { context, page } = await asOrganizer({ phone: true });
  await page.getByRole('row').filter({ hasText: NAME }).first().waitFor(); // the list is a table
  await screenshot(page, 'organizer-list-phone');
  for (const [path, name, ready] of [
    ['/organizer/tournaments/new', 'organizer-create-phone', 'Title'],
    [`/organizer/tournaments/${tournamentId}`, 'organizer-detail-phone', '4 finishers'],
    [`/organizer/tournaments/${tournamentId}/registrations`, 'organizer-registrations-phone', 'All Registrations'],
    ['/organizer/commissions', 'organizer-commissions-phone', NAME],
  ] as const) {
    await page.goto(path);
    // the visible one: the header's hidden notifications panel may name the tournament too
    await page.getByText(ready).filter({ visible: true }).first().waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect({ path, overflow }).toEqual({ path, overflow: 0 });
    await screenshot(page, name);
  }
  await context.close();

  const desktop = await asOrganizer();
  await desktop.page.goto(`/tournaments/${tournamentId}/manage`);
  await desktop.page.getByRole('heading', { name: `Manage: ${NAME}` }).waitFor();
  await desktop.page.getByText(`/swiss/${lichessId}`).first().waitFor();
  await screenshot(desktop.page, 'organizer-legacy-manage');
  await desktop.context.close();
});
