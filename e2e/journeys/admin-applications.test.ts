// Admin journey: an admin approves an organizer application — the applicant becomes an organizer
// (shown on /admin/users) and the decision e-mail is in the outbox. Screens checked on a phone too.
import { closeBrowser, launchBrowser, newPage, screenshot, signIn } from '../support/browser';
import { APPLICANT_PASSWORD, createApplicant, DEMO_ADMIN, outboxFor, type Applicant } from '../support/admin-setup';

beforeAll(launchBrowser);
afterAll(closeBrowser);

let applicant: Applicant;

it('approves a pending application with a note; the user becomes an organizer and is e-mailed', async () => {
  applicant = await createApplicant('asha');
  const { context, page } = await newPage();
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.waitForURL('**/admin/dashboard');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Applications' }).click();
  await page.waitForURL('**/admin/applications');

  // applications are a table: the applicant's row
  const card = page.getByRole('row').filter({ hasText: applicant.username });
  await card.waitFor();
  for (const text of [applicant.lichessUsername, applicant.email, applicant.upiId, 'pending']) {
    await card.getByText(text, { exact: true }).first().waitFor();
  }
  await screenshot(page, 'admin-applications');
  await card.getByLabel('Review notes (optional)').fill('Welcome aboard — please add your UPI QR in your profile.');
  await card.getByRole('button', { name: 'Approve' }).click();
  await page.getByText('Application reviewed').waitFor();
  await card.waitFor({ state: 'detached' });

  await page.getByRole('group', { name: 'Application status' }).getByRole('button', { name: 'approved' }).click();
  const approved = page.getByRole('row').filter({ hasText: applicant.username });
  await approved.getByText('Welcome aboard — please add your UPI QR in your profile.').waitFor();
  expect(await approved.getByRole('button', { name: 'Approve' }).count()).toBe(0);

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(applicant.username);
  // the users list is a table: the applicant's row
  const user = page.getByRole('row').filter({ hasText: applicant.username });
  await user.getByText('organizer', { exact: true }).waitFor();
  await screenshot(page, 'admin-users');

  const mails = await outboxFor(applicant.email);
  expect(mails[0]).toMatchObject({ subject: 'Your organizer application was approved' });
  expect(mails[0].text).toContain('Welcome aboard');
  await context.close();
});

it('lets the new organizer into the organizer area', async () => {
  const { context, page } = await newPage();
  await signIn(page, applicant.email, APPLICANT_PASSWORD);
  await page.waitForURL('**/organizer/tournaments');
  await context.close();
});

it('works on a 375 px phone, and keeps non-admins out', async () => {
  const { context, page } = await newPage({ phone: true });
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.waitForURL('**/admin/dashboard');
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search users' }).waitFor();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await screenshot(page, 'admin-users-phone');
  await page.goto('/admin/applications');
  await page.getByRole('group', { name: 'Application status' }).waitFor();
  await screenshot(page, 'admin-applications-phone');
  await context.close();

  const player = await newPage();
  await signIn(player.page, 'player@example.com', 'player123');
  await player.page.waitForURL('**/tournaments');
  await player.page.goto('/admin/users');
  await player.page.waitForURL('**/tournaments');
  const api = await player.page.request.get('/api/admin/users');
  expect(api.status()).toBe(403);
  await player.context.close();
});
