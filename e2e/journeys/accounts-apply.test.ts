// A visitor applies to become an organizer at /apply-organizer: they sign in with Lichess on the
// sandbox first (so the name is proven), the account is created and signed in, and the
// profile's Organizer Status shows the pending application.
import { newLichessUser, signInWithLichess, uniqueName } from '../support/accounts';
import { closeBrowser, launchBrowser, newPage, screenshot } from '../support/browser';

beforeAll(launchBrowser);
afterAll(closeBrowser);

const NOTE = 'I coach juniors every weekend and would like to run monthly rapid tournaments for them.';

it('a visitor applies as an organizer and lands on their profile with the application pending', async () => {
  const username = uniqueName('host');
  const lichessName = await newLichessUser('Host');
  const { context, page } = await newPage();
  await page.goto('/apply-organizer');
  await page.getByRole('region', { name: 'As an organizer you can' }).waitFor();
  await screenshot(page, 'accounts-apply');
  await signInWithLichess(page, () => page.getByRole('button', { name: 'Sign in with Lichess' }).click(), lichessName);
  expect(await page.getByLabel('Lichess username').inputValue()).toBe(lichessName);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('short');
  await page.getByLabel('Payout UPI ID').fill('host@okaxis');
  await page.getByLabel('Why do you want to become an organizer?').fill(NOTE);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await page.getByText('Password must be at least 8 characters').waitFor();
  await page.getByLabel('Password', { exact: true }).fill('Organize1');
  await page.getByLabel('Confirm password').fill('Organize1');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await page.getByText('Application submitted successfully').waitFor();
  await page.waitForURL('**/me');
  const status = page.getByRole('region', { name: 'Organizer Status' });
  await status.getByText('pending').waitFor();
  expect(await page.getByLabel('Username', { exact: true }).inputValue()).toBe(username);
  await screenshot(page, 'accounts-apply-done');
  await context.close();
});

it('the form fits a phone (also at /org/apply)', async () => {
  const { context, page } = await newPage({ phone: true });
  await page.goto('/org/apply');
  await page.getByRole('button', { name: 'Submit Application' }).waitFor();
  await screenshot(page, 'accounts-apply-phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL('**/login'); // /tournaments sends a visitor to sign in
  await context.close();
});
