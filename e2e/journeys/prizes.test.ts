// Prize journey (product.md §10): the demo organizer creates a paid Swiss with a prize pool split by
// rank, the player is approved, the Swiss is pushed to the Lichess sandbox and finished there; core's
// results job computes the payouts; the winner, asked for a UPI id, adds one; the organizer records the
// payout's UTR and the winner sees "Prize ₹600 sent, UTR …".
import type { Page } from 'playwright-core';
import { toKolkataLocalInput } from '@chess-portal/contracts';
import { closeBrowser, launchBrowser, newPage, screenshot, signIn } from '../support/browser';
import { coreCall, demoUserId, resetCoreClock, setCoreClock } from '../support/core-control';
import { finishOnSandbox } from '../support/sandbox-control';

const DAY = 86_400_000;
const NAME = `Prize Swiss ${Date.now().toString(36).slice(-5)}`;
const START = new Date(Math.ceil((Date.now() + 2 * DAY) / 3_600_000) * 3_600_000);
const FEE_UTR = `5${String(Date.now()).slice(-11)}`;
const PRIZE_UTR = `7${String(Date.now()).slice(-11)}`;

beforeAll(launchBrowser);
afterAll(async () => {
  await resetCoreClock();
  await closeBrowser();
});

let tournamentId: string;
const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first().waitFor();

async function as(email: string, password: string, lands: string) {
  const session = await newPage();
  await signIn(session.page, email, password);
  await session.page.waitForURL(`**${lands}`);
  return session;
}

it('creates a paid Swiss with a prize pool split by rank, and shows the prizes', async () => {
  const { context, page } = await as('organizer@example.com', 'organizer123', '/organizer/tournaments');
  await page.goto('/organizer/tournaments/new');
  await page.getByLabel('Title').fill(NAME);
  await page.getByLabel('Starts at (India time)').fill(toKolkataLocalInput(START));
  await page.getByLabel('Rounds').fill('3');
  await page.getByLabel('Entry fee (₹)').fill('150');
  await page.getByLabel('Prize pool (₹)').fill('1000');
  await page.getByRole('button', { name: 'Add prize place' }).click();
  await page.getByRole('button', { name: 'Add prize place' }).click();
  await page.getByLabel('1st place (₹)').fill('600');
  await page.getByLabel('2nd place (₹)').fill('300');
  await page.getByRole('button', { name: 'Create Tournament' }).click();
  await page.getByText('The prizes add up to ₹900.00, but the prize pool is ₹1000.00').waitFor();
  await page.getByLabel('2nd place (₹)').fill('400');
  await page.getByRole('button', { name: 'Create Tournament' }).click();
  await page.waitForURL(/\/organizer\/tournaments\/[0-9a-f-]{36}$/);
  tournamentId = page.url().split('/').pop()!;
  await page.getByText(/1st ₹600(\.00)?, 2nd ₹400/).waitFor();
  await screenshot(page, 'prizes-organizer-detail');
  await context.close();

  const visitor = await newPage();
  await visitor.page.goto(`/tournaments/${tournamentId}`);
  await visitor.page.getByText('Prize, 1st place').waitFor();
  await visitor.context.close();
});

it('has the player approved, pushed to Lichess, and finished there with the player first', async () => {
  const organizerId = await demoUserId('organizer@example.com', 'organizer123');
  const playerId = await demoUserId('player@example.com', 'player123');
  const { registration } = await coreCall<{ registration: { id: string } }>(
    'POST',
    `/tournaments/${tournamentId}/join`,
    { actingUserId: playerId, body: { transactionId: FEE_UTR } },
  );
  await coreCall('POST', `/organizer/tournaments/${tournamentId}/registrations/${registration.id}/approve`, {
    actingUserId: organizerId,
  });
  const pushed = await coreCall<{ lichessTournamentId: string }>(
    'POST',
    `/organizer/tournaments/${tournamentId}/push`,
    {
      actingUserId: organizerId,
    },
  );
  await finishOnSandbox(pushed.lichessTournamentId, [
    { username: 'DemoPlayer', points: 3 },
    { username: 'QueenGambit', points: 2 },
  ]);
  await setCoreClock(START.getTime() + 3 * 3_600_000);
  await coreCall('POST', '/_test/jobs/tournaments.lichess-results/run');
});

it('asks the winner for a UPI id, which they add on their profile', async () => {
  const { context, page } = await as('player@example.com', 'player123', '/tournaments');
  await page.goto('/me/money');
  await page
    .getByRole('listitem')
    .filter({ hasText: NAME })
    .getByText(/Prize ₹600(\.00)? pending/)
    .waitFor();
  const ask = page.getByRole('link', { name: 'Add it on your profile' });
  if (await ask.count()) {
    await ask.click();
    await page.waitForURL('**/me');
    await page.getByLabel('UPI ID').fill('player@okhdfc');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Profile updated successfully');
  }
  await context.close();
});

it('lets the organizer record the payout UTR', async () => {
  const { context, page } = await as('organizer@example.com', 'organizer123', '/organizer/tournaments');
  await page.goto('/organizer/money');
  const row = page.getByRole('table', { name: 'Prize payouts' }).getByRole('row').filter({ hasText: NAME });
  await row.getByText(/#1/).waitFor();
  await screenshot(page, 'prizes-organizer-money');
  await row.getByLabel('UTR (12 digits)').fill(PRIZE_UTR);
  await row.getByRole('button', { name: 'Record UTR' }).click();
  await toast(page, 'Prize recorded');
  await row.getByText(`Sent, UTR ${PRIZE_UTR}`).waitFor();
  await context.close();
});

it('shows the winner the prize sent with its UTR', async () => {
  const { context, page } = await as('player@example.com', 'player123', '/tournaments');
  await page.goto('/me/money');
  const card = page.getByRole('listitem').filter({ hasText: NAME });
  await card.getByText(new RegExp(`Prize ₹600(\\.00)? sent, UTR ${PRIZE_UTR}`)).waitFor();
  await screenshot(page, 'prizes-player-sent');
  await context.close();
});
