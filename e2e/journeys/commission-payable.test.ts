// A commission that can be paid (product.md §9): while the admin UPI id is unset the admin is warned,
// the organizer's card says no deadline runs, and the overdue job deactivates nobody even on a clock
// moved a month on; once the admin sets it, the organizer pays with the QR or the copied UPI id and
// amount, and a player's UTR submitted as the commission payment is flagged when the admin confirms:
// the dialog says whose registration and which tournament used it, and only "Confirm anyway" confirms.
import { closeBrowser, launchBrowser, newPage, screenshot, signIn } from '../support/browser';
import { resetCoreClock, setCoreClock } from '../support/core-control';
import { deliverEmails } from '../support/accounts';
import {
  APPLICANT_PASSWORD,
  DEMO_ADMIN,
  aUtr,
  organizerWithCommission,
  outboxFor,
  removeAdminUpi,
  runCoreJob,
  submitCommissionPayment,
  type OwedCommission,
} from '../support/admin-setup';

const DAY = 86_400_000;
const playerUtr = aUtr();
let owed: OwedCommission;

beforeAll(async () => {
  await removeAdminUpi();
  await launchBrowser();
  // the demo player pays the entry fee with playerUtr; the tournament completes, its commission is owed
  owed = await organizerWithCommission('coach', { playerTransactionId: playerUtr });
});
afterAll(async () => {
  await resetCoreClock();
  await closeBrowser();
});

async function adminPage() {
  const opened = await newPage();
  await signIn(opened.page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await opened.page.waitForURL('**/admin/dashboard');
  return opened;
}

it('warns the admin and deactivates nobody while the admin UPI id is unset, even a month later', async () => {
  const organizer = await newPage({ phone: true });
  await signIn(organizer.page, owed.organizer.email, APPLICANT_PASSWORD);
  await organizer.page.waitForURL('**/organizer/tournaments');
  await organizer.page.goto('/organizer/commissions');
  const card = organizer.page.getByRole('region', { name: owed.tournamentName });
  await card.getByText('UPI payment not available yet').waitFor();
  await card.getByText('no deadline until the platform sets its UPI ID', { exact: false }).waitFor();
  await screenshot(organizer.page, 'commission-payable-no-upi-phone');
  await organizer.context.close();

  const { context, page } = await adminPage();
  const warning = page.getByRole('alert').filter({ hasText: 'Commissions are due, but your UPI ID is not set' });
  await warning.getByText(/no organizer is deactivated/).waitFor();
  await screenshot(page, 'commission-payable-dashboard-warning');

  await setCoreClock(Date.now() + 30 * DAY);
  const run = await runCoreJob<{ deactivatedOrganizers: number; waitingForAdminUpi: boolean }>('commissions.overdue');
  expect(run.result).toMatchObject({ deactivatedOrganizers: 0, waitingForAdminUpi: true });
  await resetCoreClock();
  const signedIn = await newPage();
  await signIn(signedIn.page, owed.organizer.email, APPLICANT_PASSWORD);
  await signedIn.page.waitForURL('**/organizer/tournaments');
  await signedIn.context.close();

  // the settings page says it too; setting the UPI id clears the warning
  await warning.getByRole('link', { name: 'Set the admin UPI ID' }).click();
  await page.waitForURL('**/admin/settings');
  await page.getByRole('alert').filter({ hasText: 'Commissions are due, but your UPI ID is not set' }).waitFor();
  const upi = page.getByRole('region', { name: 'Admin UPI ID' });
  await upi.getByLabel('Admin UPI ID').fill('chessschool@okaxis');
  await upi.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Admin UPI updated successfully').waitFor();
  await page
    .getByRole('alert')
    .filter({ hasText: 'Commissions are due, but your UPI ID is not set' })
    .waitFor({ state: 'detached' });
  await context.close();
});

it("lets the organizer pay by QR or copied UPI id, and flags a player's UTR at the admin's confirmation", async () => {
  const organizer = await newPage({ phone: true });
  await signIn(organizer.page, owed.organizer.email, APPLICANT_PASSWORD);
  await organizer.page.waitForURL('**/organizer/tournaments');
  await organizer.page.goto('/organizer/commissions');
  const card = organizer.page.getByRole('region', { name: owed.tournamentName });
  await card.locator('svg title', { hasText: 'UPI QR code to pay ₹10.00' }).waitFor({ state: 'attached' });
  await card.getByText(/Pay exactly ₹10\.00 to UPI ID chessschool@okaxis/).waitFor();
  await card.getByRole('button', { name: 'Copy UPI ID' }).waitFor();
  await card.getByRole('button', { name: 'Copy amount' }).waitFor();
  expect(await organizer.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(organizer.page, 'commission-payable-card-phone');
  await organizer.context.close();

  // the coach enters the player's entry-fee reference as the commission payment
  await submitCommissionPayment(owed.organizer.userId, owed.commissionId, playerUtr);

  const { context, page } = await adminPage();
  await page.goto('/admin/commissions');
  await page.getByRole('searchbox', { name: 'Search commissions' }).fill(playerUtr);
  const row = page.getByRole('row').filter({ hasText: owed.tournamentName });
  await row.getByText('Used elsewhere').waitFor();
  await row.getByRole('button', { name: 'Confirm Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm commission payment?' });
  await dialog.getByText('This UTR is already used').waitFor();
  await dialog.getByText(new RegExp(`^Registration of \\S+ for ${owed.tournamentName}`)).waitFor();
  expect(await dialog.getByRole('button', { name: 'Confirm Payment' }).count()).toBe(0);
  await screenshot(page, 'commission-payable-reused-utr');
  await dialog.getByRole('button', { name: 'Confirm anyway' }).click();
  await page.getByText('Commission payment confirmed successfully').waitFor();
  await context.close();

  // the organizer is told, in the portal and by e-mail
  await deliverEmails();
  const mails = await outboxFor(owed.organizer.email);
  expect(mails.map((m) => m.subject)).toEqual(
    expect.arrayContaining([
      `Commission owed: ${owed.tournamentName}`,
      `Commission payment confirmed: ${owed.tournamentName}`,
    ]),
  );
});
