// The team gate on /tournaments: a player without a linked Lichess name is asked to link it on the
// profile (by signing in with Lichess on the sandbox); with one, Verify tells them they are not a member yet, Open Team Page (a popup with the
// sandbox's team page) plus polling lets them through once they join.
import { joinTeamInPopup, newLichessUser, registerViaApi, signInWithLichess } from '../support/accounts';
import { closeBrowser, launchBrowser, newPage, screenshot, signIn } from '../support/browser';

beforeAll(launchBrowser);
afterAll(closeBrowser);

it('links the Lichess name from the gate, then joins the team and is let through', async () => {
  const account = await registerViaApi('gated');
  const lichessName = await newLichessUser('Gated');
  const { context, page } = await newPage();
  await signIn(page, account.email, account.password);
  const gate = page.getByRole('dialog', { name: 'Join Chess School Team' });
  await gate.getByRole('link', { name: 'Link Lichess Account' }).waitFor();
  await screenshot(page, 'accounts-gate-link');

  await gate.getByRole('link', { name: 'Link Lichess Account' }).click();
  await page.waitForURL('**/me');
  await signInWithLichess(page, () => page.getByRole('button', { name: 'Sign in with Lichess' }).click(), lichessName);
  await page.getByText('Lichess verified successfully').waitFor();
  expect(await page.getByLabel('Lichess username').inputValue()).toBe(lichessName);

  await page.goto('/tournaments');
  await gate.getByText(lichessName).waitFor();
  await gate.getByRole('button', { name: 'Verify Team Membership' }).click();
  await page.getByText('Team verification failed').waitFor();
  await screenshot(page, 'accounts-gate-join');

  await joinTeamInPopup(context, () => gate.getByRole('button', { name: 'Open Team Page' }).click(), lichessName);
  await page.getByText('Team joined successfully!').waitFor({ timeout: 10_000 });
  await gate.waitFor({ state: 'detached' });
  await page.getByRole('heading', { name: 'Chess School Arena Dashboard' }).waitFor();
  await context.close();
});

it('shows the gate on a phone with every action reachable', async () => {
  const account = await registerViaApi('phonegate');
  const { context, page } = await newPage({ phone: true });
  await signIn(page, account.email, account.password);
  const gate = page.getByRole('dialog', { name: 'Join Chess School Team' });
  await gate.getByRole('button', { name: 'Logout' }).waitFor();
  await screenshot(page, 'accounts-gate-phone');
  await gate.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await context.close();
});
