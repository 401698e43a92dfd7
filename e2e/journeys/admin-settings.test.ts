// Admin journey: an admin changes the commission to 12.5 % (PUT, an existing key) and sets the
// admin UPI id (POST the first time, PUT afterwards); wrong values get the product.md §5 messages.
import { closeBrowser, launchBrowser, newPage, screenshot, signIn } from '../support/browser';
import { coreCall } from '../support/core-control';
import { DEMO_ADMIN, demoAdminId } from '../support/admin-setup';

beforeAll(launchBrowser);
afterAll(closeBrowser);

type Setting = { key: string; value: string };

it('changes the commission percentage to 12.5 and sets the admin UPI id', async () => {
  const { context, page } = await newPage();
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.waitForURL('**/admin/dashboard');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
  await page.waitForURL('**/admin/settings');

  const commission = page.getByRole('region', { name: 'Commission Percentage' });
  const percent = commission.getByLabel('Commission percentage (%)');
  await percent.fill('100.5');
  await commission.getByRole('button', { name: 'Save' }).click();
  await commission.getByText('Commission percentage must be between 0 and 100').waitFor();
  expect(await percent.getAttribute('aria-invalid')).toBe('true');
  await percent.fill('12.5');
  await commission.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Commission percentage updated successfully').waitFor();

  const upi = page.getByRole('region', { name: 'Admin UPI ID' });
  const upiField = upi.getByLabel('Admin UPI ID');
  await upiField.fill('chess school');
  await upi.getByRole('button', { name: 'Save' }).click();
  await upi.getByText('Please enter a valid UPI ID').waitFor();
  await upiField.fill('chessschool@okaxis');
  await upi.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Admin UPI updated successfully').waitFor();
  await screenshot(page, 'admin-settings');

  await page.reload();
  await page.getByRole('region', { name: 'Commission Percentage' }).getByLabel('Commission percentage (%)').waitFor();
  expect(await page.getByLabel('Commission percentage (%)').inputValue()).toBe('12.5');
  expect(await page.getByRole('textbox', { name: 'Admin UPI ID' }).inputValue()).toBe('chessschool@okaxis');

  const settings = await coreCall<Setting[]>('GET', '/admin/global-settings', { actingUserId: await demoAdminId() });
  expect(settings.map(({ key, value }) => ({ key, value }))).toEqual(
    expect.arrayContaining([
      { key: 'GLOBAL_COMMISSION_PERCENT', value: '12.5' },
      { key: 'ADMIN_UPI', value: 'chessschool@okaxis' },
    ]),
  );
  const trail = await coreCall<{ entries: { before: unknown; after: unknown }[] }>(
    'GET',
    '/admin/audit-log?action=setting.changed&entityId=GLOBAL_COMMISSION_PERCENT',
    {
      actingUserId: await demoAdminId(),
    },
  );
  expect(trail.entries[0]).toMatchObject({ before: { value: '10' }, after: { value: '12.5' } });
  await context.close();
});

it('shows the settings form and the audit trail on a phone', async () => {
  const { context, page } = await newPage({ phone: true });
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.waitForURL('**/admin/dashboard');
  await page.goto('/admin/settings');
  await page.getByLabel('Commission percentage (%)').waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, 'admin-settings-phone');
  await page.goto('/admin/audit-log');
  await page.getByRole('list', { name: 'Audit entries' }).getByText('setting.changed').first().waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, 'admin-audit-phone');
  await context.close();
});
