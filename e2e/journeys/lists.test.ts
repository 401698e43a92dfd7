// The "lists" journey: a visitor pages and searches /tournaments/browse; the organizer finds a
// tournament in their own paged list, selects several pending registrations and approves them in one
// go, then downloads the registrations CSV and checks its header and rows. Seeded through core's
// organizer API and the public registration, as the other journeys do.
import { readFileSync } from 'node:fs';
import { linkProvenLichess, registerViaApi, uniqueName, type Account } from '../support/accounts';
import { uniqueSuffix } from '../support/admin-setup';
import { closeBrowser, launchBrowser, newPage, screenshot, signIn } from '../support/browser';
import { coreCall, createArenaAs, demoUserId } from '../support/core-control';
import { sandboxControl } from '../support/sandbox-control';

const SUFFIX = uniqueSuffix();
const SERIES = `Lists Cup ${SUFFIX}`;
const BULK = `Lists Bulk ${SUFFIX}`;
/** 12-digit UPI references (the organizer is warned about other formats), unique to this run */
const transactionId = (n: number) => `${String(parseInt(SUFFIX, 16) % 1e6).padStart(6, '0')}00000${n}`;
const SERIES_SIZE = 25;

const CSV_HEADER =
  'Registration ID,Player,Email,Lichess username,Lichess verified,Status,Transaction ID,Entry fee (INR),' +
  'Registered at (IST),Approved at (IST),Team verified,Joined on Lichess';

let organizerId: string;
let bulkId: string;
const players: Account[] = [];

/**
 * Hours ahead of core's clock for this journey's tournaments: later than any demo or other journey's
 * tournament, so its 26 do not push theirs off the first page of the soonest-first lists.
 */
const LATER = 300 * 24;

/** A tournament of the demo organizer's, `hours` after core's clock. */
function createTournament(title: string, hours: number, entryFee: string) {
  return createArenaAs(organizerId, { title, entryFee, hoursAhead: hours });
}

/** A new player with a linked Lichess account in the team, registered for the tournament with a transaction id. */
async function playerJoins(tournamentId: string, n: number): Promise<Account> {
  const account = await registerViaApi('lister');
  const lichessUsername = uniqueName('Lister');
  await sandboxControl('POST', '/users', { username: lichessUsername });
  await sandboxControl('POST', '/teams/chess-school/members', { username: lichessUsername });
  await linkProvenLichess(account.id, lichessUsername); // a team member: team-verified at once
  await coreCall('POST', `/tournaments/${tournamentId}/join`, {
    actingUserId: account.id,
    body: { transactionId: transactionId(n) },
  });
  return account;
}

beforeAll(async () => {
  await launchBrowser();
  organizerId = await demoUserId('organizer@example.com', 'organizer123');
  for (let i = 1; i <= SERIES_SIZE; i += 1)
    await createTournament(`${SERIES} ${String(i).padStart(2, '0')}`, LATER + i, i % 2 ? '0' : '50');
  bulkId = await createTournament(BULK, LATER, '100');
  for (let n = 1; n <= 4; n += 1) players.push(await playerJoins(bulkId, n));
}, 120_000);
afterAll(closeBrowser);

it('lets a visitor search the upcoming tournaments and page through them', async () => {
  const { context, page } = await newPage();
  await page.goto('/tournaments/browse');
  await page.getByRole('heading', { name: 'Browse Tournaments' }).waitFor();
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(SERIES);
  const table = page.getByRole('table', { name: 'Upcoming tournaments' });
  await page.getByText(`Showing 1–20 of ${SERIES_SIZE} tournaments`).waitFor();
  await table
    .getByRole('row')
    .filter({ hasText: `${SERIES} 01` })
    .waitFor();
  expect(await table.locator('tbody tr').count()).toBe(20);
  // soonest first: the series starts an hour apart
  expect(await table.locator('tbody tr').first().textContent()).toContain(`${SERIES} 01`);
  expect(
    await table
      .getByRole('row')
      .filter({ hasText: `${SERIES} 21` })
      .count(),
  ).toBe(0);
  await screenshot(page, 'lists-browse');

  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText(`Showing 21–${SERIES_SIZE} of ${SERIES_SIZE} tournaments`).waitFor();
  await table
    .getByRole('row')
    .filter({ hasText: `${SERIES} 25` })
    .waitFor();
  expect(await table.locator('tbody tr').count()).toBe(SERIES_SIZE - 20);
  expect(page.url()).toContain('page=2');

  await page.getByLabel('Entry', { exact: true }).selectOption('free');
  await page.getByText(`Showing 1–13 of 13 tournaments`).waitFor();
  await context.close();

  const phone = await newPage({ phone: true });
  await phone.page.goto(`/tournaments/browse?q=${encodeURIComponent(SERIES)}`);
  await phone.page.getByText(`Showing 1–20 of ${SERIES_SIZE} tournaments`).waitFor();
  expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(phone.page, 'lists-browse-phone');
  await phone.context.close();
});

it('lets the organizer find the tournament in their list, bulk-approve selected registrations, and download the CSV', async () => {
  const { context, page } = await newPage();
  await signIn(page, 'organizer@example.com', 'organizer123');
  await page.waitForURL('**/organizer/tournaments');
  await page.getByRole('searchbox', { name: 'Search tournaments' }).fill(SERIES);
  await page.getByText(`Showing 1–20 of ${SERIES_SIZE} tournaments`).waitFor();
  await page.getByLabel('Entry fee').selectOption('paid');
  await page.getByText('Showing 1–12 of 12 tournaments').waitFor();
  await page.getByLabel('Entry fee').selectOption('');
  await page.getByRole('searchbox', { name: 'Search tournaments' }).fill(BULK);
  const row = page.getByRole('row').filter({ hasText: BULK });
  await row.getByText('4 / ', { exact: false }).waitFor();
  await screenshot(page, 'lists-organizer-tournaments');
  await row.getByRole('link', { name: `View details of ${BULK}` }).click();
  await page.waitForURL(`**/organizer/tournaments/${bulkId}`);

  await page.goto(`/organizer/tournaments/${bulkId}/registrations`);
  const pending = page.getByRole('table', { name: 'Pending registrations' });
  for (const p of players) await pending.getByRole('row').filter({ hasText: p.username }).waitFor();
  const chosen = players.slice(0, 3);
  for (const p of chosen) await pending.getByRole('checkbox', { name: `Select ${p.username}` }).check();
  await page.getByRole('group', { name: 'Selected registrations' }).getByText('3 selected').waitFor();
  await screenshot(page, 'lists-bulk-selected');
  await page.getByRole('button', { name: 'Approve selected' }).click();
  await page.getByText('Registrations Approved', { exact: true }).first().waitFor();
  for (const p of chosen) await pending.getByRole('row').filter({ hasText: p.username }).waitFor({ state: 'detached' });
  await pending.getByRole('row').filter({ hasText: players[3]!.username }).waitFor();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`lists_bulk_${SUFFIX}_registrations.csv`);
  const lines = readFileSync(await download.path(), 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(CSV_HEADER);
  expect(lines).toHaveLength(1 + players.length);
  for (const [n, p] of players.entries()) {
    const cells = lines.find((line) => line.includes(`,${p.username},`))!.split(',');
    expect(cells.slice(1, 3)).toEqual([p.username, p.email]);
    expect(cells[5]).toBe(n < 3 ? 'approved' : 'pending');
    expect(cells[6]).toBe(transactionId(n + 1));
    expect(Number(cells[7])).toBe(100);
  }
  await context.close();

  const phone = await newPage({ phone: true });
  await signIn(phone.page, 'organizer@example.com', 'organizer123');
  await phone.page.waitForURL('**/organizer/tournaments');
  await phone.page.getByRole('searchbox', { name: 'Search tournaments' }).fill(BULK);
  await phone.page
    .getByRole('row')
    .filter({ hasText: BULK })
    .getByRole('link', { name: `View details of ${BULK}` })
    .waitFor();
  expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(phone.page, 'lists-organizer-tournaments-phone');
  await phone.context.close();
});
