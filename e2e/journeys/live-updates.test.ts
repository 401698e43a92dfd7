// Push, not poll: with each signed-in tab's event stream open (from its role's BFF), a join appears on the
// organizer's open registrations page, and an approval on the player's open status page, dashboard and
// header bell, and a new organizer application on the admin's dashboard counters, without a reload and well
// before the next poll (60 s while a stream is healthy). With the streams blocked, the player's pages still
// follow by polling at the SPEC's 5 s.
import type { Page, Response } from 'playwright-core';
import { closeBrowser, launchBrowser, newPage, screenshot, signIn } from '../support/browser';
import { createApplicant } from '../support/admin-setup';
import { approveAsDemoOrganizer, coreCall, createArenaAs, demoUserId } from '../support/core-control';

beforeAll(launchBrowser);
afterAll(closeBrowser);

/** Within ~1 s on an idle machine; the bound leaves room for a busy one and stays far below the 60 s poll. */
const PUSHED_MS = 4_000;

/** The tab's stream opened: a player's from bff-player (/api/events), an organizer's from bff-organizer. */
const streamOpened = (page: Page, path = '/api/events') =>
  page.waitForResponse((r: Response) => new URL(r.url()).pathname === path && r.status() === 200);

async function join(tournamentId: string, playerId: string, transactionId: string): Promise<string> {
  const joined = await coreCall<{ registration: { id: string } }>('POST', `/tournaments/${tournamentId}/join`, {
    actingUserId: playerId,
    body: { transactionId },
  });
  return joined.registration.id;
}

async function within(ms: number, wait: () => Promise<unknown>): Promise<number> {
  const started = Date.now();
  await wait();
  const took = Date.now() - started;
  expect(took).toBeLessThan(ms);
  return took;
}

it('pushes a join to the organizer’s open page, and the approval to the player’s open status page, dashboard and bell', async () => {
  const organizerId = await demoUserId('organizer@example.com', 'organizer123');
  const playerId = await demoUserId('player@example.com', 'player123');
  const title = `Live Arena ${Date.now().toString(36)}`;
  const tournamentId = await createArenaAs(organizerId, { title, entryFee: '100' });

  const organizer = await newPage();
  await signIn(organizer.page, 'organizer@example.com', 'organizer123');
  await organizer.page.waitForURL('**/organizer/**');
  const organizerStream = streamOpened(organizer.page, '/api/organizer/events');
  await organizer.page.goto(`/organizer/tournaments/${tournamentId}/registrations`);
  await organizerStream;
  await organizer.page.getByText('No pending registrations').waitFor();

  const transactionId = `UPI${Date.now()}`.slice(0, 15);
  const registrationId = await join(tournamentId, playerId, transactionId);
  const pending = organizer.page.getByRole('table', { name: 'Pending registrations' });
  const joinTook = await within(PUSHED_MS, () => pending.getByText(transactionId).waitFor({ timeout: PUSHED_MS }));
  await screenshot(organizer.page, 'live-organizer-join-pushed');
  await organizer.context.close();

  const player = await newPage();
  await signIn(player.page, 'player@example.com', 'player123');
  await player.page.waitForURL('**/tournaments');
  const playerStream = streamOpened(player.page);
  await player.page.goto(`/tournament/${tournamentId}/registration-status`);
  await playerStream;
  const status = player.page.getByRole('region', { name: title });
  await status.getByText('Pending', { exact: true }).waitFor();
  // the dashboard open in a second tab of the same browser (its own stream)
  const dashboardTab = await player.context.newPage();
  const dashboardStream = streamOpened(dashboardTab);
  await dashboardTab.goto('/tournaments');
  await dashboardStream;
  const card = dashboardTab
    .getByRole('region', { name: 'My Tournaments', exact: true })
    .getByRole('region', { name: title });
  await card.getByText(/being reviewed by the organizer/).waitFor();
  const bell = player.page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
  const unreadBefore = Number((await bell.getAttribute('aria-label'))!.match(/(\d+) unread/)?.[1] ?? 0);

  await approveAsDemoOrganizer(tournamentId, registrationId);
  const approveTook = await within(PUSHED_MS, () =>
    status.getByText('Approved', { exact: true }).waitFor({ timeout: PUSHED_MS }),
  );
  await within(PUSHED_MS, () =>
    player.page
      .getByRole('button', { name: `Notifications, ${unreadBefore + 1} unread` })
      .waitFor({ timeout: PUSHED_MS }),
  );
  await within(PUSHED_MS, () => card.getByText('Approved', { exact: true }).waitFor({ timeout: PUSHED_MS }));
  await screenshot(player.page, 'live-player-approval-pushed');
  await screenshot(dashboardTab, 'live-player-dashboard-approval-pushed');
  console.log(
    `pushed: join on the organizer's page in ${joinTook} ms, approval on the status page in ${approveTook} ms`,
  );
  await player.context.close();
});

it('pushes a new organizer application to the admin’s open dashboard counters (the admin’s own stream)', async () => {
  const admin = await newPage();
  await signIn(admin.page, 'admin@example.com', 'admin123');
  await admin.page.waitForURL('**/admin/**');
  const adminStream = streamOpened(admin.page, '/api/admin/events');
  await admin.page.goto('/admin/dashboard');
  await adminStream;
  const card = admin.page.getByRole('heading', { name: 'Pending Applications' }).locator('..');
  const count = async () => Number((await card.innerText()).match(/\d+/)?.[0]);
  await card.waitFor();
  const before = await count();

  await createApplicant('live');
  const took = await within(PUSHED_MS, () =>
    card.getByText(String(before + 1), { exact: true }).waitFor({ timeout: PUSHED_MS }),
  );
  await screenshot(admin.page, 'live-admin-counters-pushed');
  console.log(`pushed: a new application on the admin's dashboard in ${took} ms`);
  await admin.context.close();
});

it('keeps the player’s pages current by polling when the event stream is blocked', async () => {
  const organizerId = await demoUserId('organizer@example.com', 'organizer123');
  const playerId = await demoUserId('player@example.com', 'player123');
  const title = `Polled Arena ${Date.now().toString(36)}`;
  const tournamentId = await createArenaAs(organizerId, { title, entryFee: '100' });
  const registrationId = await join(tournamentId, playerId, `UPI${Date.now()}`.slice(0, 15));

  const player = await newPage();
  let blocked = 0;
  await player.page.route('**/api/events', (route) => {
    blocked += 1;
    return route.abort();
  });
  await signIn(player.page, 'player@example.com', 'player123');
  await player.page.waitForURL('**/tournaments');
  await player.page.goto(`/tournament/${tournamentId}/registration-status`);
  const status = player.page.getByRole('region', { name: title });
  await status.getByText('Pending', { exact: true }).waitFor();
  expect(blocked).toBeGreaterThan(0);

  await approveAsDemoOrganizer(tournamentId, registrationId);
  // the SPEC's 5 s poll (plus a busy machine's slack)
  await status.getByText('Approved', { exact: true }).waitFor({ timeout: 12_000 });
  await screenshot(player.page, 'live-player-approval-polled');
  await player.context.close();
});
