// Forgot password: from the login screen, a reset link is e-mailed (read from core's outbox), the
// link sets a new password once, and signing in works with the new password only. Also: a
// deactivated account is told so at sign-in.
import { latestEmailTo, linkPath, registerViaApi } from '../support/accounts';
import { closeBrowser, launchBrowser, newPage, screenshot, signIn } from '../support/browser';
import { coreCall, demoUserId } from '../support/core-control';

beforeAll(launchBrowser);
afterAll(closeBrowser);

it('resets a forgotten password through the e-mailed link', async () => {
  const account = await registerViaApi('forgetful');
  const { context, page } = await newPage();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.waitForURL('**/forgot-password');
  await page.getByLabel('Email').fill(account.email.toUpperCase());
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByText('If an account exists for that email', { exact: false }).waitFor();
  await screenshot(page, 'accounts-forgot-password');

  const mail = await latestEmailTo(account.email);
  expect(mail.subject).toBe('Reset your Chess School Arena password');
  const link = linkPath(mail.text);
  expect(link).toMatch(/^\/reset-password\?token=/);
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('brand-new-secret');
  await page.getByLabel('Confirm new password', { exact: true }).fill('brand-new-secret');
  await screenshot(page, 'accounts-reset-password');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await page.waitForURL('**/login');
  await page.getByText('Password reset').first().waitFor();

  await signIn(page, account.email, account.password);
  await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
  await signIn(page, account.email, 'brand-new-secret');
  await page.waitForURL('**/tournaments');

  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('third-secret');
  await page.getByLabel('Confirm new password', { exact: true }).fill('third-secret');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await page.getByRole('alert').filter({ hasText: 'invalid or has expired' }).waitFor();
  await context.close();
});

it('tells a deactivated account why it cannot sign in', async () => {
  const account = await registerViaApi('blocked');
  const adminId = await demoUserId('admin@example.com', 'admin123');
  await coreCall('POST', `/admin/users/${account.id}/block`, { actingUserId: adminId });
  const { context, page } = await newPage();
  await signIn(page, account.email, account.password);
  await page.getByRole('alert').filter({ hasText: 'deactivated' }).waitFor();
  expect(page.url()).toMatch(/\/login$/);
  await screenshot(page, 'accounts-login-deactivated');
  await context.close();
});
