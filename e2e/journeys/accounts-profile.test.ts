// The profile at /me: the Lichess username is the result of signing in with Lichess, not
// free text. Signing in again on the sandbox as the same account keeps it linked; as an account that
// another portal account has linked, it is refused with a clear sentence and nothing changes.
import { signInWithLichess } from '../support/accounts';
import { closeBrowser, launchBrowser, newPage, screenshot, signIn } from '../support/browser';

beforeAll(launchBrowser);
afterAll(closeBrowser);

it('links the Lichess account by signing in with Lichess; a name another account holds is refused', async () => {
  const { context, page } = await newPage();
  await signIn(page, 'player@example.com', 'player123');
  await page.waitForURL('**/tournaments');
  await page.goto('/me');
  const field = page.getByLabel('Lichess username');
  await page.getByRole('region', { name: 'Account Status' }).getByRole('link', { name: 'DemoPlayer' }).waitFor();
  expect(await field.getAttribute('readonly')).not.toBeNull();
  await screenshot(page, 'accounts-profile');

  await signInWithLichess(
    page,
    () => page.getByRole('button', { name: 'Sign in with Lichess again' }).click(),
    'DemoPlayer',
  );
  await page.getByText('Lichess verified successfully').waitFor();
  expect(await page.getByLabel('Lichess username').inputValue()).toBe('DemoPlayer');

  // DemoOrganizer is the demo organizer's Lichess account
  await signInWithLichess(
    page,
    () => page.getByRole('button', { name: 'Sign in with Lichess again' }).click(),
    'DemoOrganizer',
  );
  await page.getByText('This Lichess account is already linked to another Chess School Arena account.').waitFor();
  expect(await page.getByLabel('Lichess username').inputValue()).toBe('DemoPlayer');
  await screenshot(page, 'accounts-profile-taken');
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
