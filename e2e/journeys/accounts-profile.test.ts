// The profile at /me: saving an unknown Lichess name opens the 'Lichess User Not Found' dialog with
// the name tried; the form is back to the stored values; Try Again puts the name back to fix it.
import { closeBrowser, launchBrowser, newPage, screenshot, signIn } from '../support/browser';

beforeAll(launchBrowser);
afterAll(closeBrowser);

it('shows the Lichess User Not Found dialog for an unknown name', async () => {
  const { context, page } = await newPage();
  await signIn(page, 'player@example.com', 'player123');
  await page.waitForURL('**/tournaments');
  await page.goto('/me');
  const field = page.getByLabel('Lichess username');
  await page.getByRole('region', { name: 'Account Status' }).getByRole('link', { name: 'DemoPlayer' }).waitFor();
  await screenshot(page, 'accounts-profile');
  await field.fill('NoSuchPlayer42');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lichess User Not Found' });
  await dialog.getByText('NoSuchPlayer42').waitFor();
  await dialog.getByText("We couldn't find a Lichess account with this username.", { exact: false }).waitFor();
  expect(await field.inputValue()).toBe('DemoPlayer');
  await screenshot(page, 'accounts-profile-not-found');
  await dialog.getByRole('button', { name: 'Try Again' }).click();
  expect(await field.inputValue()).toBe('NoSuchPlayer42');
  await page.reload();
  expect(await page.getByLabel('Lichess username').inputValue()).toBe('DemoPlayer');
  await context.close();
});

it('lays the profile out in one column on a phone', async () => {
  const { context, page } = await newPage({ phone: true });
  await signIn(page, 'player@example.com', 'player123');
  await page.waitForURL('**/tournaments');
  await page.goto('/profile');
  await page.getByRole('region', { name: 'Organizer Status' }).waitFor();
  await screenshot(page, 'accounts-profile-phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await context.close();
});
