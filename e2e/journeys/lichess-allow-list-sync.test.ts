// Allow-list sync through the outbox: the organizer approves a registration on a tournament that is on Lichess while
// Lichess hangs on every call. The approval answers at once (it never waits on Lichess), the page says
// the allow-list is "syncing"; once Lichess answers again and the outbox runs, it says "synced" and
// the player is on the tournament's allow-list there.
import { closeBrowser, launchBrowser, newPage, screenshot, signIn, stack } from '../support/browser';
import { coreCall, createArenaAs, demoUserId } from '../support/core-control';
import { linkProvenLichess, newLichessUser, registerViaApi } from '../support/accounts';
import { runCoreJob, uniqueSuffix } from '../support/admin-setup';
import { sandboxControl } from '../support/sandbox-control';

beforeAll(launchBrowser);
afterAll(async () => {
  await sandboxControl('DELETE', '/faults').catch(() => undefined);
  await closeBrowser();
});

it('approves while Lichess hangs: "syncing" at once, then "synced" once Lichess answers again', async () => {
  const organizerId = await demoUserId('organizer@example.com', 'organizer123');
  const title = `Sync Arena ${uniqueSuffix()}`;
  const tournament = { id: await createArenaAs(organizerId, { title, entryFee: '100', clockLimit: 5 }) };
  const { lichessTournamentId } = await coreCall<{ lichessTournamentId: string }>(
    'POST',
    `/organizer/tournaments/${tournament.id}/push`,
    { actingUserId: organizerId, body: {} },
  );
  // a player with a proven Lichess account joins and pays
  const player = await registerViaApi('sync');
  const lichessName = await newLichessUser('Sync');
  await sandboxControl('POST', '/teams/chess-school/members', { username: lichessName });
  await linkProvenLichess(player.id, lichessName); // a team member: team-verified at once
  await coreCall('POST', `/tournaments/${tournament.id}/join`, {
    actingUserId: player.id,
    body: { transactionId: String(400_000_000_000 + Math.floor(Math.random() * 99_999_999_999)) },
  });

  const { context, page } = await newPage();
  await signIn(page, 'organizer@example.com', 'organizer123');
  await page.waitForURL('**/organizer/tournaments');
  await page.goto(`/organizer/tournaments/${tournament.id}/registrations`);
  const status = page.getByTestId('lichess-sync');
  await status.getByText('synced', { exact: true }).waitFor();

  // Lichess now hangs on every call, until the journey says otherwise
  await sandboxControl('POST', '/faults', { path: '/api/*', fail: 'hang', times: 1000 });
  const started = Date.now();
  // the row is in both tables, each with its Approve (issue 26 item 4)
  const pending = page.getByRole('table', { name: 'Pending registrations' });
  await pending.getByRole('button', { name: `Approve ${player.username}` }).click();
  await page.getByText('Registration Approved').first().waitFor();
  // core gives the player checks 2 s before it approves with a warning instead; nothing waits longer.
  // Waiting on Lichess would take its client's whole timeout (8 s, LICHESS_TIMEOUT_MS): below that, a
  // busy machine has 6 s of room
  expect(Date.now() - started).toBeLessThan(8_000);
  await status.getByText('syncing', { exact: true }).waitFor();
  await status.getByText('Sending the latest allow-list changes to Lichess…').waitFor();
  await screenshot(page, 'lichess-allow-list-syncing');

  // Lichess answers again; the outbox (a scheduled job, run here on request) sends the list, and the
  // organizer's event stream names the changed sync state (its poll is 60 s while the stream is open)
  await sandboxControl('DELETE', '/faults');
  await runCoreJob('outbox.deliver');
  await status.getByText('synced', { exact: true }).waitFor({ timeout: 15_000 });
  await screenshot(page, 'lichess-allow-list-synced');
  // Lichess lets exactly the approved player in (the sandbox answers the arena as Lichess does)
  const arena = (await (await fetch(`${stack().sandboxUrl}/api/tournament/${lichessTournamentId}`)).json()) as {
    allowList: string[];
  };
  expect(arena.allowList).toEqual([lichessName.toLowerCase()]);
  await context.close();
});
