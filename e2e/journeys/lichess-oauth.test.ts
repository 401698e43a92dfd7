// Organizer OAuth with Lichess: the demo organizer opens the profile, connects the Lichess
// account through the sandbox's consent page (PKCE, state, the callback through the edge into
// bff-organizer and core), sees the connected account, then disconnects; the sandbox then refuses the
// token. Also: Cancel on the consent page comes back with a clear message and connects nothing.
import type { Page } from 'playwright-core';
import { closeBrowser, launchBrowser, newPage, screenshot, signIn, stack } from '../support/browser';

beforeAll(launchBrowser);
afterAll(closeBrowser);

const ORGANIZER = { email: 'organizer@example.com', password: 'organizer123' };

type SandboxToken = { access_token: string; scopes: string; clientId: string | null };

async function sandboxTokens(username: string): Promise<SandboxToken[]> {
  const res = await fetch(`${stack().sandboxUrl}/_sandbox/tokens/${username}`);
  if (!res.ok) throw new Error(`sandbox tokens: ${res.status}`);
  return (await res.json()) as SandboxToken[];
}

/** What Lichess answers POST /api/token/test for one token (null once revoked). */
async function tokenTest(token: string): Promise<unknown> {
  const res = await fetch(`${stack().sandboxUrl}/api/token/test`, {
    method: 'POST',
    body: token,
    headers: { 'Content-Type': 'text/plain' },
  });
  return ((await res.json()) as Record<string, unknown>)[token];
}

const card = (page: Page) => page.getByRole('region', { name: 'Lichess Connection' });

async function openProfileSignedIn(page: Page) {
  await signIn(page, ORGANIZER.email, ORGANIZER.password);
  await page.waitForURL('**/organizer/tournaments');
  await page.goto('/me');
  await card(page).waitFor();
}

/** Connect → the sandbox's consent page → pick the account → Authorize (or Cancel) → back on /me. */
async function goThroughLichess(page: Page, account: string, decision: 'Authorize' | 'Cancel') {
  await card(page).getByRole('button', { name: 'Connect Lichess Account' }).click();
  await page.waitForURL((url) => url.origin === new URL(stack().sandboxUrl).origin && url.pathname === '/oauth');
  await page.getByText('wants to access your account').waitFor();
  await screenshot(page, 'lichess-oauth-consent');
  await page.getByLabel('Sign in as').selectOption(account);
  await page.getByRole('button', { name: decision }).click();
  await page.waitForURL((url) => url.pathname === '/me' && !url.searchParams.has('lichess'));
}

it('the organizer connects the Lichess account from the profile, sees it, and disconnects', async () => {
  const before = (await sandboxTokens('DemoOrganizer')).map((t) => t.access_token);
  const { context, page } = await newPage();
  await openProfileSignedIn(page);
  await card(page).getByText('Not connected').waitFor();

  await goThroughLichess(page, 'DemoOrganizer', 'Authorize');
  await card(page).getByRole('alert').filter({ hasText: 'Lichess account connected' }).waitFor();
  await card(page).getByRole('link', { name: 'DemoOrganizer' }).waitFor();
  await card(page).getByText('Connected', { exact: true }).waitFor();
  expect(await card(page).getByRole('link', { name: 'DemoOrganizer' }).getAttribute('href')).toBe(
    `${stack().sandboxUrl}/@/DemoOrganizer`,
  );
  await screenshot(page, 'lichess-oauth-connected');

  const issued = (await sandboxTokens('DemoOrganizer')).filter((t) => !before.includes(t.access_token));
  expect(issued).toHaveLength(1);
  expect(issued[0]).toMatchObject({ scopes: 'tournament:write,team:read', clientId: 'chess-school-arena' });
  expect(await tokenTest(issued[0].access_token)).toMatchObject({ userId: 'demoorganizer' });

  // still connected after a reload: it is stored (encrypted) in core, not in the page
  await page.reload();
  await card(page).getByRole('link', { name: 'DemoOrganizer' }).waitFor();

  const phone = await newPage({ phone: true });
  await openProfileSignedIn(phone.page);
  await card(phone.page).getByRole('link', { name: 'DemoOrganizer' }).waitFor();
  await screenshot(phone.page, 'lichess-oauth-connected-phone');
  await phone.context.close();

  await card(page).getByRole('button', { name: 'Disconnect' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disconnect Lichess account?' });
  await screenshot(page, 'lichess-oauth-disconnect-confirm');
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await page.getByText('Lichess account disconnected').waitFor();
  await card(page).getByRole('button', { name: 'Connect Lichess Account' }).waitFor();
  await card(page).getByText('Not connected').waitFor();
  expect(await tokenTest(issued[0].access_token)).toBeNull();
  await screenshot(page, 'lichess-oauth-disconnected');
  await context.close();
});

it('cancelling on the Lichess page comes back with a clear message and connects nothing', async () => {
  const { context, page } = await newPage();
  await openProfileSignedIn(page);
  await goThroughLichess(page, 'DemoOrganizer', 'Cancel');
  const alert = card(page).getByRole('alert').filter({ hasText: 'Lichess connection cancelled' });
  await alert.waitFor();
  await alert.getByText('No account was connected.').waitFor();
  await card(page).getByText('Not connected').waitFor();
  await screenshot(page, 'lichess-oauth-cancelled');
  await context.close();
});
