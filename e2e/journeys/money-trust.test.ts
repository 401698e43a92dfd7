// Money journey: the demo player uses one UPI transaction id for two paid
// tournaments of the demo organizer. The organizer sees the reuse flagged on the registration and
// approves it only after an explicit confirmation; the admin finds the id in "Reused transaction
// IDs"; the organizer then revokes the approval with a reason (the player is told in the portal and
// by e-mail), and the player withdraws the other, still pending, registration from the dashboard.
import type { Page } from 'playwright-core';
import { closeBrowser, launchBrowser, newPage, screenshot, signIn } from '../support/browser';
import { coreCall, createArenaAs, demoUserId } from '../support/core-control';
import { DEMO_ADMIN, DEMO_PLAYER, outboxFor, uniqueSuffix } from '../support/admin-setup';
import { deliverEmails } from '../support/accounts';

const suffix = uniqueSuffix();
const FIRST = `First Cup ${suffix}`;
const SECOND = `Second Cup ${suffix}`;
const TRANSACTION_ID = `4${String(Date.now()).slice(-11)}`;

beforeAll(launchBrowser);
afterAll(closeBrowser);

let first: string;
let second: string;

function paidArena(organizerId: string, title: string) {
  return createArenaAs(organizerId, { title, entryFee: '100' });
}

/** Desktop and phone screenshots of the same screen (the phone one is `<name>-phone`); a dialog as on screen. */
async function screenshots(page: Page, name: string, { dialog = false } = {}) {
  const desktop = page.viewportSize()!;
  await screenshot(page, name, { fullPage: !dialog });
  await page.setViewportSize({ width: 375, height: 740 });
  await screenshot(page, `${name}-phone`, { fullPage: !dialog });
  await page.setViewportSize(desktop);
}

async function signedIn(email: string, password: string, landing: string) {
  const opened = await newPage();
  await signIn(opened.page, email, password);
  await opened.page.waitForURL(`**${landing}`);
  return opened;
}

beforeAll(async () => {
  const organizerId = await demoUserId('organizer@example.com', 'organizer123');
  const playerId = await demoUserId(DEMO_PLAYER.email, DEMO_PLAYER.password);
  first = await paidArena(organizerId, FIRST);
  second = await paidArena(organizerId, SECOND);
  for (const id of [first, second])
    await coreCall('POST', `/tournaments/${id}/join`, {
      actingUserId: playerId,
      body: { transactionId: TRANSACTION_ID },
    });
});

it('flags the reused transaction id on the registration and approves it only after a confirmation', async () => {
  const { context, page } = await signedIn('organizer@example.com', 'organizer123', '/organizer/tournaments');
  await page.goto(`/organizer/tournaments/${second}/registrations`);
  const pending = page.getByRole('table', { name: 'Pending registrations' });
  // the same player reused his own id: the row says so (issue 26 item 6)
  await pending
    .getByText(
      new RegExp(`^Same transaction ID as this player's own registration for ${FIRST} \\(.*\\): the same player$`),
    )
    .waitFor();
  await screenshots(page, 'money-reused-flag');
  await pending.getByRole('button', { name: 'Approve player' }).click();
  await page.getByText('Approve a reused transaction ID?').waitFor();
  await screenshots(page, 'money-reused-confirm', { dialog: true });
  await page.getByRole('button', { name: 'Approve anyway' }).click();
  await page.getByText('Registration Approved', { exact: true }).first().waitFor();
  await page.getByText('No pending registrations').waitFor();
  await context.close();
});

it("lists the id in the admin's reused transaction ids", async () => {
  const { context, page } = await signedIn(DEMO_ADMIN.email, DEMO_ADMIN.password, '/admin/dashboard');
  await page.goto('/admin/transaction-ids');
  const uses = page.getByRole('list', { name: `Uses of ${TRANSACTION_ID}` });
  await uses.getByText(new RegExp(`Registration · ${FIRST}`)).waitFor();
  await uses.getByText(new RegExp(`Registration · ${SECOND}`)).waitFor();
  await screenshots(page, 'money-admin-reused');
  await context.close();
});

it('revokes the approval with a reason; the player is notified', async () => {
  const { context, page } = await signedIn('organizer@example.com', 'organizer123', '/organizer/tournaments');
  await page.goto(`/organizer/tournaments/${second}/registrations`);
  const all = page.getByRole('table', { name: 'All registrations' });
  await all.getByRole('button', { name: 'Revoke player' }).click();
  await page.getByLabel('Reason').fill('The payment was for another tournament');
  await screenshots(page, 'money-revoke-dialog', { dialog: true });
  await page.getByRole('button', { name: 'Revoke registration' }).click();
  await page.getByText('Registration Revoked', { exact: true }).first().waitFor();
  await all.getByText('Reason: The payment was for another tournament').waitFor();
  await screenshots(page, 'money-revoked');
  await deliverEmails();
  const mail = (await outboxFor(DEMO_PLAYER.email)).find((m) => m.subject === `Approval revoked: ${SECOND}`);
  expect(mail?.text).toContain('Reason: The payment was for another tournament');
  await context.close();
});

it('lets the player withdraw the pending registration from the dashboard', async () => {
  const { context, page } = await signedIn(DEMO_PLAYER.email, DEMO_PLAYER.password, '/tournaments');
  const card = page.getByRole('region', { name: FIRST });
  const withdraw = card.getByRole('button', { name: `Withdraw from ${FIRST}` });
  await withdraw.waitFor();
  await screenshots(page, 'money-withdraw-button');
  await withdraw.click();
  await screenshots(page, 'money-withdraw-confirm', { dialog: true });
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await page.getByText('Registration Withdrawn', { exact: true }).first().waitFor();
  await card.getByText('You withdrew this registration.').waitFor();
  expect(await card.getByRole('button', { name: `Withdraw from ${FIRST}` }).count()).toBe(0);
  await screenshots(page, 'money-withdrawn');
  await context.close();
});
