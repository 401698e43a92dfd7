// Issue 26 on the organizer's registrations page: a transaction id (UTR) found with the All Registrations
// search is approved right there, on a desktop and on a 390 px phone, where each row is a card with its
// actions in view; the fee due stands beside the id; after the approval keyboard focus stays on the table;
// axe finds nothing serious or critical, no heading-order break and no repeated landmark.
import type { Page } from 'playwright-core';
import { linkProvenLichess, registerViaApi, uniqueName, type Account } from '../support/accounts';
import { uniqueSuffix } from '../support/admin-setup';
import { axeRuleCounts } from '../support/axe';
import { closeBrowser, launchBrowser, newPage, screenshot, signIn } from '../support/browser';
import { coreCall, createArenaAs, demoUserId } from '../support/core-control';
import { sandboxControl } from '../support/sandbox-control';

const SUFFIX = uniqueSuffix();
const NAME = `Registrations Desk ${SUFFIX}`;
/** 12-digit UPI references unique to this run */
const utr = (n: number) => `${String(parseInt(SUFFIX, 16) % 1e6).padStart(6, '0')}70000${n}`;

let tournamentId: string;
const players: Account[] = [];

async function playerJoins(n: number): Promise<Account> {
  const account = await registerViaApi('desk');
  const lichessUsername = uniqueName('Desk');
  await sandboxControl('POST', '/users', { username: lichessUsername });
  await sandboxControl('POST', '/teams/chess-school/members', { username: lichessUsername });
  await linkProvenLichess(account.id, lichessUsername);
  await coreCall('POST', `/tournaments/${tournamentId}/join`, {
    actingUserId: account.id,
    body: { transactionId: utr(n) },
  });
  return account;
}

beforeAll(async () => {
  await launchBrowser();
  const organizerId = await demoUserId('organizer@example.com', 'organizer123');
  tournamentId = await createArenaAs(organizerId, { title: NAME, entryFee: '120', hoursAhead: 200 * 24 });
  for (let n = 1; n <= 4; n += 1) players.push(await playerJoins(n));
}, 120_000);
afterAll(closeBrowser);

async function registrationsPage(phone?: number) {
  const session = await newPage({ phone });
  await signIn(session.page, 'organizer@example.com', 'organizer123');
  await session.page.waitForURL('**/organizer/tournaments');
  await session.page.goto(`/organizer/tournaments/${tournamentId}/registrations`);
  await session.page.getByRole('table', { name: 'Pending registrations' }).getByText(utr(1)).waitFor();
  return session;
}

/** Searches All Registrations for the player's UTR and approves that row there. */
async function approveFoundByUtr(page: Page, n: number) {
  const player = players[n - 1]!;
  const all = page.getByRole('table', { name: 'All registrations' });
  await page.getByRole('searchbox', { name: /transaction ID/ }).fill(utr(n));
  await page.waitForURL(new RegExp(`q=${utr(n)}`));
  await all.getByText(players[n % players.length]!.username).waitFor({ state: 'detached' });
  const row = all.getByRole('row').filter({ hasText: utr(n) });
  await row.getByText('Fee due ₹120.00').waitFor();
  const approve = row.getByRole('button', { name: `Approve ${player.username}` });
  await approve.waitFor();
  return { all, row, approve, player };
}

async function expectNoHeadingOrLandmarkFindings(page: Page) {
  expect(await axeRuleCounts(page, ['heading-order', 'landmark-unique'])).toEqual({
    'heading-order': 0,
    'landmark-unique': 0,
  });
}

it('approves a UTR found in All Registrations right there, on a desktop', async () => {
  const { context, page } = await registrationsPage();
  await expectNoHeadingOrLandmarkFindings(page);
  const { row, approve, player } = await approveFoundByUtr(page, 2);
  await screenshot(page, 'registrations-utr-found');
  await approve.click();
  await page.getByText('Registration Approved', { exact: true }).first().waitFor();
  await row.getByRole('button', { name: `Revoke ${player.username}` }).waitFor();
  await row.getByText('Fee ₹120.00').waitFor();
  // the only row of the search is decided: focus stays on the table's heading, not on the page's <body>
  await page.waitForFunction(() => document.activeElement?.id === 'all-title');
  await page.getByRole('table', { name: 'Pending registrations' }).getByText(utr(2)).waitFor({ state: 'detached' });
  await screenshot(page, 'registrations-utr-approved');
  await expectNoHeadingOrLandmarkFindings(page);
  await context.close();
});

it('approves a UTR found in All Registrations on a 390 px phone, each row a card with its actions in view', async () => {
  const { context, page } = await registrationsPage(390);
  const { row, approve, player } = await approveFoundByUtr(page, 4);
  const width = page.viewportSize()!.width;
  const inside = async (name: string, box: { x: number; width: number } | null) =>
    expect({ name, inside: !!box && box.x >= 0 && box.x + box.width <= width }).toEqual({ name, inside: true });
  await inside('Approve', await approve.boundingBox());
  await screenshot(page, 'registrations-utr-found-phone');
  await approve.click();
  await page.getByText('Registration Approved', { exact: true }).first().waitFor();
  const revoke = row.getByRole('button', { name: `Revoke ${player.username}` });
  await revoke.waitFor();
  await inside('Revoke', await revoke.boundingBox());
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  // every approved row's Revoke, with the search cleared, is on screen too
  await page.getByRole('searchbox', { name: /transaction ID/ }).fill('');
  await page.waitForURL((url) => !url.search.includes('q='));
  const all = page.getByRole('table', { name: 'All registrations' });
  await all.getByText(utr(3)).waitFor();
  for (const n of [2, 4])
    await inside(
      `Revoke ${n}`,
      await all.getByRole('button', { name: `Revoke ${players[n - 1]!.username}` }).boundingBox(),
    );
  await screenshot(page, 'registrations-phone');
  await expectNoHeadingOrLandmarkFindings(page);
  await context.close();
});

it('keeps focus on the next pending row after an approval from the keyboard', async () => {
  const { context, page } = await registrationsPage();
  const pending = page.getByRole('table', { name: 'Pending registrations' });
  const approveButtons = pending.getByRole('button', { name: /^Approve / });
  const [first, second] = await Promise.all([0, 1].map((i) => approveButtons.nth(i).getAttribute('aria-label')));
  await pending.getByRole('button', { name: first!, exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.getByText('Registration Approved', { exact: true }).first().waitFor();
  await pending.getByRole('button', { name: first!, exact: true }).waitFor({ state: 'detached' });
  const next = await pending.getByRole('button', { name: second!, exact: true }).elementHandle();
  await page.waitForFunction((el) => document.activeElement === el, next);
  await context.close();
});
