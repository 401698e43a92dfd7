// Refund journey (product.md §10): the demo organizer deletes a paid tournament with a paid player; the
// dialog says a refund will be owed; the refund survives the deletion in "Refunds due" with the amount;
// the player sees it pending, the organizer records its UTR, and the player sees "sent, UTR …".
import type { Page } from 'playwright-core';
import { closeBrowser, launchBrowser, newPage, screenshot, signIn } from '../support/browser';
import { coreCall, createArenaAs, demoUserId } from '../support/core-control';

const NAME = `Refund Arena ${Date.now().toString(36).slice(-5)}`;
/** a fresh 12-digit UTR each run: a UTR is recorded once on the platform */
const utr = (lead: string) => `${lead}${String(Date.now()).slice(-11)}`;
const FEE_UTR = utr('4');
const REFUND_UTR = utr('6');

beforeAll(launchBrowser);
afterAll(closeBrowser);

const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first().waitFor();

async function as(email: string, password: string, lands: string) {
  const session = await newPage();
  await signIn(session.page, email, password);
  await session.page.waitForURL(`**${lands}`);
  return session;
}

it('has a paid player in a paid Arena (joined with a UTR, approved)', async () => {
  const organizerId = await demoUserId('organizer@example.com', 'organizer123');
  const playerId = await demoUserId('player@example.com', 'player123');
  const id = await createArenaAs(organizerId, { title: NAME, entryFee: '150' });
  const { registration } = await coreCall<{ registration: { id: string } }>('POST', `/tournaments/${id}/join`, {
    actingUserId: playerId,
    body: { transactionId: FEE_UTR },
  });
  await coreCall('POST', `/organizer/tournaments/${id}/registrations/${registration.id}/approve`, {
    actingUserId: organizerId,
  });
});

it('says in the delete dialog that the paid player will be owed a refund, and deletes', async () => {
  const { context, page } = await as('organizer@example.com', 'organizer123', '/organizer/tournaments');
  await page.getByRole('row').filter({ hasText: NAME }).first().waitFor();
  await page
    .getByRole('button', { name: `Delete ${NAME}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(/It has 1 paid player: a refund of ₹150(\.00)? each will be owed/).waitFor();
  await screenshot(page, 'refunds-delete-dialog');
  await dialog.getByRole('button', { name: 'Delete Permanently' }).click();
  await toast(page, 'Tournament Deleted');
  await page
    .getByText(/Refunds are owed to 1 paid player/)
    .first()
    .waitFor();
  await context.close();
});

it('shows the player the refund pending', async () => {
  const { context, page } = await as('player@example.com', 'player123', '/tournaments');
  await page.goto('/me/money');
  const card = page.getByRole('listitem').filter({ hasText: NAME });
  await card.getByText(/Refund of ₹150(\.00)? pending/).waitFor();
  await context.close();
});

it('lists it under Refunds due after the deletion, and records its UTR', async () => {
  const { context, page } = await as('organizer@example.com', 'organizer123', '/organizer/tournaments');
  await page.getByRole('navigation', { name: 'Organizer' }).getByRole('link', { name: 'Money' }).click();
  await page.waitForURL('**/organizer/money');
  const row = page.getByRole('table', { name: 'Refunds due' }).getByRole('row').filter({ hasText: NAME });
  await row.getByText('tournament deleted').waitFor();
  await row.getByText(/₹150/).first().waitFor();
  await screenshot(page, 'refunds-due');
  await row.getByLabel('UTR (12 digits)').fill(FEE_UTR);
  await row.getByRole('button', { name: 'Record UTR' }).click();
  await page
    .getByText(/This UTR is already recorded on the platform/)
    .first()
    .waitFor();
  await row.getByLabel('UTR (12 digits)').fill(REFUND_UTR);
  await row.getByRole('button', { name: 'Record UTR' }).click();
  await toast(page, 'Refund recorded');
  await row.getByText(`Sent, UTR ${REFUND_UTR}`).waitFor();
  await context.close();
});

it('shows the player the refund sent with its UTR, and tells them', async () => {
  const { context, page } = await as('player@example.com', 'player123', '/tournaments');
  await page.goto('/me/money');
  const card = page.getByRole('listitem').filter({ hasText: NAME });
  await card.getByText(new RegExp(`Refund of ₹150(\\.00)? sent, UTR ${REFUND_UTR}`)).waitFor();
  await screenshot(page, 'refunds-player-sent');
  await context.close();
});
