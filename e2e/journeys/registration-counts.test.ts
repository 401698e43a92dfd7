// The "registration counts" journey (product.md §3 Registration counts): one tournament with a registration in
// every state (pending, approved, rejected, revoked, withdrawn) shows the same counts on the organizer's
// registrations page (a card per status, on a phone too), its detail page, its list and the public view; the
// status filter finds the revoked and the withdrawn one; rejecting selected registrations asks first.
import type { Page } from 'playwright-core';
import { linkProvenLichess, registerViaApi, uniqueName, type Account } from '../support/accounts';
import { uniqueSuffix } from '../support/admin-setup';
import { closeBrowser, launchBrowser, newPage, screenshot, signIn } from '../support/browser';
import { coreCall, createArenaAs, demoUserId } from '../support/core-control';
import { getJson } from '../support/http';
import { sandboxControl } from '../support/sandbox-control';

const SUFFIX = uniqueSuffix();
const NAME = `Counted Arena ${SUFFIX}`;
const transactionId = (n: number) => `${String(parseInt(SUFFIX, 16) % 1e6).padStart(6, '0')}00001${n}`;

let organizerId: string;
let tournamentId: string;
const players: Record<'pending' | 'approved' | 'rejected' | 'revoked' | 'withdrawn', Account> = {} as never;

/** A new team-verified player who joins the tournament; answers the account and the registration's id. */
async function playerJoins(n: number): Promise<{ account: Account; registrationId: string }> {
  const account = await registerViaApi('counted');
  const lichessUsername = uniqueName('Counted');
  await sandboxControl('POST', '/users', { username: lichessUsername });
  await sandboxControl('POST', '/teams/chess-school/members', { username: lichessUsername });
  await linkProvenLichess(account.id, lichessUsername);
  const { registration } = await coreCall<{ registration: { id: string } }>(
    'POST',
    `/tournaments/${tournamentId}/join`,
    { actingUserId: account.id, body: { transactionId: transactionId(n) } },
  );
  return { account, registrationId: registration.id };
}

const review = (registrationId: string, verb: string, body: object = {}) =>
  coreCall('POST', `/organizer/tournaments/${tournamentId}/registrations/${registrationId}/${verb}`, {
    actingUserId: organizerId,
    body,
  });

beforeAll(async () => {
  await launchBrowser();
  organizerId = await demoUserId('organizer@example.com', 'organizer123');
  tournamentId = await createArenaAs(organizerId, { title: NAME, entryFee: '100', hoursAhead: 72 });
  const pending = await playerJoins(1);
  const approved = await playerJoins(2);
  const rejected = await playerJoins(3);
  const revoked = await playerJoins(4);
  const withdrawn = await playerJoins(5);
  await review(approved.registrationId, 'approve');
  await review(rejected.registrationId, 'reject');
  await review(revoked.registrationId, 'approve');
  await review(revoked.registrationId, 'revoke', { reason: 'Paid for the wrong event' });
  await coreCall('POST', `/player/registrations/${withdrawn.registrationId}/withdraw`, {
    actingUserId: withdrawn.account.id,
  });
  Object.assign(players, {
    pending: pending.account,
    approved: approved.account,
    rejected: rejected.account,
    revoked: revoked.account,
    withdrawn: withdrawn.account,
  });
}, 120_000);
afterAll(closeBrowser);

/** The figure of a stat card, by its label. */
const card = (page: Page, label: string) =>
  page
    .locator('dl')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .first();

it('shows one registration count on every screen and a card and a filter for every status', async () => {
  const { context, page } = await newPage({ phone: 390 });
  await signIn(page, 'organizer@example.com', 'organizer123');
  await page.waitForURL('**/organizer/tournaments');
  await page.goto(`/organizer/tournaments/${tournamentId}/registrations`);
  await page.getByRole('heading', { name: 'Manage Registrations' }).waitFor();
  const expected: [string, string][] = [
    ['Registrations', '2'],
    ['Pending', '1'],
    ['Approved', '1'],
    ['Rejected', '1'],
    ['Revoked', '1'],
    ['Withdrawn', '1'],
  ];
  for (const [label, n] of expected) expect((await card(page, label).textContent())?.trim()).toBe(n);
  await page.getByText('5 in all, with rejected, revoked and withdrawn').waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'registration-counts-phone');

  const status = page.getByLabel('Status', { exact: true });
  await status.selectOption('revoked');
  await page.getByText(players.revoked.username).first().waitFor();
  await page.getByText(players.approved.username).first().waitFor({ state: 'detached' });
  await status.selectOption('withdrawn');
  await page.getByText(players.withdrawn.username).first().waitFor();
  await page.getByText(players.revoked.username).first().waitFor({ state: 'detached' });
  await context.close();

  const desktop = await newPage();
  await signIn(desktop.page, 'organizer@example.com', 'organizer123');
  await desktop.page.waitForURL('**/organizer/tournaments');
  await desktop.page.getByRole('searchbox', { name: 'Search tournaments' }).fill(NAME);
  await desktop.page.getByRole('row').filter({ hasText: NAME }).getByText('2 / ', { exact: false }).waitFor();
  await desktop.page.goto(`/organizer/tournaments/${tournamentId}`);
  await desktop.page.getByRole('heading', { name: NAME }).waitFor();
  expect((await card(desktop.page, 'Registrations').textContent())?.trim()).toBe('2');

  const view = await getJson<{ registrationCount: number; spotsLeft: number; maxPlayers: number }>(
    `/api/tournaments/${tournamentId}`,
  );
  expect(view.registrationCount).toBe(2);
  expect(view.spotsLeft).toBe(view.maxPlayers - 2);

  // rejecting selected registrations says how many players are rejected and notified, and Cancel sends nothing
  await desktop.page.goto(`/organizer/tournaments/${tournamentId}/registrations`);
  const pending = desktop.page.getByRole('table', { name: 'Pending registrations' });
  await pending.getByRole('checkbox', { name: `Select ${players.pending.username}` }).check();
  await desktop.page.getByRole('button', { name: 'Reject selected' }).click();
  const dialog = desktop.page.getByRole('dialog', { name: 'Reject 1 player?' });
  await dialog
    .getByText('The selected registration will be rejected and the player notified (in the portal and by e-mail).')
    .waitFor();
  await screenshot(desktop.page, 'registration-counts-bulk-reject', { fullPage: false });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect((await card(desktop.page, 'Pending').textContent())?.trim()).toBe('1');
  await desktop.context.close();
});
