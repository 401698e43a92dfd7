// A new person registers at /register, links their Lichess account by signing in with Lichess on the
// sandbox (the name comes from Lichess, exact case by construction), joins the Chess School
// team on the sandbox's team page in the popup the wizard opens, and is let through to the dashboard
// once polling sees the membership. A second account cannot link a Lichess account already linked.
import type { Page } from 'playwright-core';
import { joinTeamInPopup, newLichessUser, signInWithLichess, uniqueName } from '../support/accounts';
import { closeBrowser, launchBrowser, newPage, screenshot } from '../support/browser';

beforeAll(launchBrowser);
afterAll(closeBrowser);

async function fillAccount(page: Page, username: string) {
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
}

it('registers, signs in with Lichess, joins the team in a popup and reaches the dashboard', async () => {
  const lichessName = await newLichessUser('Fresh');
  const { context, page } = await newPage();
  await page.goto('/register');
  await page.getByRole('list', { name: 'Registration progress' }).waitFor();
  await screenshot(page, 'accounts-register-account');
  await fillAccount(page, uniqueName('newcomer'));
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Account created successfully').waitFor();

  expect(await page.getByLabel('Lichess username').count()).toBe(0); // no free text: Lichess says who
  await screenshot(page, 'accounts-register-lichess');
  await signInWithLichess(page, () => page.getByRole('button', { name: 'Sign in with Lichess' }).click(), lichessName);
  // back from Lichess with the proven name, the wizard continues at the team step
  expect(new URL(page.url()).searchParams.get('lichess')).toBe('linked');
  const join = page.getByRole('button', { name: 'Join Team on Lichess' });
  await join.waitFor();
  await screenshot(page, 'accounts-register-team');

  const popup = await joinTeamInPopup(context, () => join.click(), lichessName);
  await page
    .getByRole('dialog', { name: 'Join the Chess School team' })
    .getByText('You are in the team')
    .waitFor({ timeout: 10_000 });
  await page.getByText('Team joined successfully!').waitFor();
  await popup.close();
  await page.waitForURL('**/tournaments', { timeout: 5000 });
  await page.getByRole('heading', { name: 'Chess School Arena Dashboard' }).waitFor();
  await page.getByText('Upcoming Tournaments').first().waitFor();
  expect(await page.getByRole('dialog', { name: 'Join Chess School Team' }).count()).toBe(0);
  await context.close();
});

it('skipping the Lichess step finishes without the badge; the wizard is usable on a phone', async () => {
  const { context, page } = await newPage({ phone: true });
  await page.goto('/register');
  await fillAccount(page, uniqueName('skipper'));
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.getByRole('link', { name: 'Go to Tournaments' }).waitFor();
  expect(await page.getByText('Lichess Connected').count()).toBe(0);
  await screenshot(page, 'accounts-register-complete-phone');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await context.close();
});

it('a second account cannot link a Lichess account that another account has linked', async () => {
  const { context, page } = await newPage();
  await page.goto('/register');
  await fillAccount(page, uniqueName('copycat'));
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Account created successfully').waitFor();
  // DemoPlayer is the demo player's proven Lichess account
  await signInWithLichess(page, () => page.getByRole('button', { name: 'Sign in with Lichess' }).click(), 'DemoPlayer');
  await page
    .getByRole('alert')
    .filter({ hasText: 'This Lichess account is already linked to another Chess School Arena account.' })
    .waitFor();
  await page.getByRole('button', { name: 'Sign in with Lichess' }).waitFor();
  await screenshot(page, 'accounts-register-taken');
  await context.close();
});
