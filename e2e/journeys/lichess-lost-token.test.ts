// The Lichess access is lost: the demo organizer connects the Lichess account, a
// tournament is pushed with it, and the organizer disconnects. End then says exactly what happened
// ("the Lichess account that created this tournament is no longer connected") and offers to end it
// here only; after that confirmation the tournament is ended here, and it stays on Lichess.
import type { Page } from 'playwright-core';
import { CREATOR_NO_LONGER_CONNECTED } from '@chess-portal/contracts';
import { closeBrowser, launchBrowser, newPage, screenshot, signIn, stack } from '../support/browser';
import { coreCall, createArenaAs, demoUserId } from '../support/core-control';
import { uniqueSuffix } from '../support/admin-setup';

beforeAll(launchBrowser);
afterAll(closeBrowser);

const card = (page: Page) => page.getByRole('region', { name: 'Lichess Connection' });

async function connectDemoOrganizer(page: Page) {
  await page.goto('/me');
  await card(page).getByRole('button', { name: 'Connect Lichess Account' }).click();
  await page.waitForURL((url) => url.origin === new URL(stack().sandboxUrl).origin && url.pathname === '/oauth');
  await page.getByLabel('Sign in as').selectOption('DemoOrganizer');
  await page.getByRole('button', { name: 'Authorize' }).click();
  await page.waitForURL((url) => url.pathname === '/me');
  await card(page).getByRole('link', { name: 'DemoOrganizer' }).waitFor();
}

async function disconnect(page: Page) {
  await page.goto('/me');
  await card(page).getByRole('button', { name: 'Disconnect' }).click();
  await page
    .getByRole('dialog', { name: 'Disconnect Lichess account?' })
    .getByRole('button', { name: 'Disconnect' })
    .click();
  await page.getByText('Lichess account disconnected').waitFor();
}

it('ends a tournament here only, after a confirmation, when the Lichess account that created it is gone', async () => {
  const title = `Orphan Arena ${uniqueSuffix()}`;
  const organizerId = await demoUserId('organizer@example.com', 'organizer123');
  const { context, page } = await newPage();
  await signIn(page, 'organizer@example.com', 'organizer123');
  await page.waitForURL('**/organizer/tournaments');
  await connectDemoOrganizer(page);

  const tournament = { id: await createArenaAs(organizerId, { title, entryFee: '0', clockLimit: 5 }) };
  const pushed = await coreCall<{ lichessTournamentId: string }>(
    'POST',
    `/organizer/tournaments/${tournament.id}/push`,
    { actingUserId: organizerId, body: {} },
  );
  await disconnect(page);

  await page.goto('/organizer/tournaments');
  const row = page.getByRole('row', { name: new RegExp(`^${title}`) });
  await row.getByRole('button', { name: `End ${title}` }).click();
  await page
    .getByRole('dialog', { name: 'End this tournament?' })
    .getByRole('button', { name: 'End Tournament' })
    .click();
  const ask = page.getByRole('dialog', { name: 'End it here only?' });
  await ask.getByText(CREATOR_NO_LONGER_CONNECTED, { exact: false }).waitFor();
  await screenshot(page, 'lichess-lost-token-here-only');
  await ask.getByRole('button', { name: 'End it here only' }).click();
  await page.getByText('It was ended here only.').waitFor();
  const after = await coreCall<{ tournament: { status: string } }>('GET', `/organizer/tournaments/${tournament.id}`, {
    actingUserId: organizerId,
  });
  expect(after.tournament.status).toBe('cancelled');
  // still there on Lichess: nobody here can end it there any more
  const onLichess = await fetch(`${stack().sandboxUrl}/api/tournament/${pushed.lichessTournamentId}`);
  expect(onLichess.status).toBe(200);
  await context.close();
});

it('the organizer list, with the tournament ended here, fits a phone', async () => {
  const { context, page } = await newPage({ phone: true });
  await signIn(page, 'organizer@example.com', 'organizer123');
  await page.waitForURL('**/organizer/tournaments');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await screenshot(page, 'lichess-lost-token-list-phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await context.close();
});
