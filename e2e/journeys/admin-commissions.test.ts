// Admin journeys: an admin confirms a commission payment the organizer submitted; an organizer
// who does not pay is found deactivated once core's clock passes the due date (the overdue job), is
// told why at sign-in, and is reactivated after the admin confirms the payment.
import { closeBrowser, launchBrowser, newPage, screenshot, signIn } from '../support/browser';
import { coreCall, resetCoreClock, setCoreClock } from '../support/core-control';
import {
  APPLICANT_PASSWORD,
  DEMO_ADMIN,
  demoAdminId,
  organizerWithCommission,
  runCoreJob,
  setAdminUpi,
  submitCommissionPayment,
} from '../support/admin-setup';

const DAY = 86_400_000;

beforeAll(async () => {
  // the overdue rule applies only while the admin UPI id is set (product.md §9)
  await setAdminUpi('chessschool@okaxis');
  await launchBrowser();
});
afterAll(async () => {
  await resetCoreClock();
  await closeBrowser();
});

async function adminPage(phone = false) {
  const opened = await newPage({ phone });
  await signIn(opened.page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await opened.page.waitForURL('**/admin/dashboard');
  return opened;
}

it('confirms a pending commission payment that has a transaction id', async () => {
  const owed = await organizerWithCommission('payer');
  await submitCommissionPayment(owed.organizer.userId, owed.commissionId, 'UPI20261122001');
  const { context, page } = await adminPage();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Commissions' }).click();
  await page.getByRole('searchbox', { name: 'Search commissions' }).fill('UPI20261122001');
  // commissions are a table: the tournament's row
  const card = page.getByRole('row').filter({ hasText: owed.tournamentName });
  await card.getByText('UPI20261122001').waitFor();
  await card.getByText(owed.organizer.upiId).waitFor();
  await screenshot(page, 'admin-commissions');
  await card.getByRole('button', { name: 'Confirm Payment' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm commission payment?' })
    .getByRole('button', { name: 'Confirm Payment' })
    .click();
  await page.getByText('Commission payment confirmed successfully').waitFor();

  await page.getByRole('group', { name: 'Commission status' }).getByRole('button', { name: 'confirmed' }).click();
  await page
    .getByRole('row')
    .filter({ hasText: owed.tournamentName })
    .getByText(/^Confirmed on /)
    .waitFor();
  await context.close();
});

it('deactivates an organizer whose commission is past due, says why at sign-in, and lets the admin reactivate after payment', async () => {
  // The commission is made at a clock six days back, so real time is past its due date (the demo
  // organizer's commission, due later, stays pending).
  await setCoreClock(Date.now() - 6 * DAY);
  const owed = await organizerWithCommission('late');
  await resetCoreClock();
  expect(Date.parse(owed.dueDate)).toBeLessThan(Date.now());
  const run = await runCoreJob<{ overdueCommissions: number; deactivatedOrganizers: number }>('commissions.overdue');
  expect(run.result.deactivatedOrganizers).toBeGreaterThanOrEqual(1);

  const organizer = await newPage();
  await signIn(organizer.page, owed.organizer.email, APPLICANT_PASSWORD);
  await organizer.page
    .getByRole('alert')
    .getByText(/deactivated because a commission payment is overdue/)
    .waitFor();
  await screenshot(organizer.page, 'admin-overdue-sign-in');

  const { context, page } = await adminPage();
  const stats = page.getByRole('alert').filter({ hasText: 'Overdue Commissions' });
  await stats.waitFor();
  await page.goto('/admin/commissions');
  await page.getByRole('group', { name: 'Commission status' }).getByRole('button', { name: 'overdue' }).click();
  const card = page.getByRole('row').filter({ hasText: owed.tournamentName });
  await card.getByText(`${owed.organizer.username} (deactivated)`).waitFor();

  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(owed.organizer.username);
  // the users list is a table: the organizer's row
  const user = page.getByRole('row').filter({ hasText: owed.organizer.username });
  await user.getByText('Inactive', { exact: true }).waitFor();
  await user.getByText('Deactivated: overdue commission').waitFor();
  await user.getByRole('switch', { name: `Active: ${owed.organizer.username}` }).click();
  await page.getByText('Failed to unblock user').waitFor();

  await page.goto('/admin/commissions');
  await page.getByRole('group', { name: 'Commission status' }).getByRole('button', { name: 'overdue' }).click();
  const overdue = page.getByRole('row').filter({ hasText: owed.tournamentName });
  await overdue.getByLabel('Transaction ID').fill('UPI20261122999');
  await screenshot(page, 'admin-commissions-overdue');
  await overdue.getByRole('button', { name: 'Confirm Payment' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm commission payment?' })
    .getByRole('button', { name: 'Confirm Payment' })
    .click();
  await page.getByText('Commission payment confirmed successfully').waitFor();

  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(owed.organizer.username);
  await page.getByRole('switch', { name: `Active: ${owed.organizer.username}` }).click();
  await page.getByText('User unblocked').waitFor();
  await page
    .getByRole('row')
    .filter({ hasText: owed.organizer.username })
    .getByText('Active', { exact: true })
    .waitFor();
  await context.close();

  await signIn(organizer.page, owed.organizer.email, APPLICANT_PASSWORD);
  await organizer.page.waitForURL('**/organizer/tournaments');
  await organizer.context.close();

  const trail = await coreCall<{ entries: { action: string; actorUsername: string | null }[] }>(
    'GET',
    `/admin/audit-log?entityType=user&entityId=${owed.organizer.userId}`,
    { actingUserId: await demoAdminId() },
  );
  expect(trail.entries.map((e) => [e.action, e.actorUsername])).toEqual(
    expect.arrayContaining([
      ['user.activation_changed', null],
      ['user.activation_changed', 'admin'],
    ]),
  );
});

it('shows the commissions screen on a phone', async () => {
  const { context, page } = await adminPage(true);
  await page.goto('/admin/commissions');
  await page.getByRole('group', { name: 'Commission status' }).getByRole('button', { name: 'confirmed' }).click();
  await page
    .getByRole('region')
    .filter({ hasText: /Confirmed on/ })
    .first()
    .waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, 'admin-commissions-phone');
  await context.close();
});
