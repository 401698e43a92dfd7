// Push, not poll, across a BFF restart: the organizer's stream comes from bff-organizer
// (/api/organizer/events). bff-organizer crashes while their registrations page is open, a player joins
// while it is down, and once it is back the page shows the join without a reload: the tab's stream
// reconnects and resumes from the last event id it saw (Last-Event-ID, or `?lastEventId=` on a new
// EventSource after the edge refused a reconnect), so core names the view that changed meanwhile.
import type { Page, Response } from 'playwright-core';
import { closeBrowser, launchBrowser, newPage, screenshot, signIn } from '../support/browser';
import { coreCall, createArenaAs, demoUserId } from '../support/core-control';
import { crashService } from '../support/services';

beforeAll(launchBrowser);
afterAll(closeBrowser);

type Seen = { url: string; type: string; id: string; data: string };

/** Records, in the page, every stream the page opens and every event it receives (EventSource wrapped). */
async function recordStreams(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Original = window.EventSource;
    const seen: Seen[] = [];
    (window as unknown as { __seen: Seen[] }).__seen = seen;
    window.EventSource = class extends Original {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        const at = String(url);
        seen.push({ url: at, type: 'open', id: '', data: '' });
        for (const type of ['ready', 'change', 'reset']) {
          this.addEventListener(type, (e) => {
            const m = e as MessageEvent<string>;
            seen.push({ url: at, type, id: m.lastEventId, data: m.data });
          });
        }
      }
    };
  });
}

const seen = (page: Page) => page.evaluate(() => (window as unknown as { __seen: Seen[] }).__seen);

it('resumes the organizer’s stream after bff-organizer restarts: a join made while it was down appears without a reload', async () => {
  const organizerId = await demoUserId('organizer@example.com', 'organizer123');
  const playerId = await demoUserId('player@example.com', 'player123');
  const title = `Restart Arena ${Date.now().toString(36)}`;
  const tournamentId = await createArenaAs(organizerId, { title, entryFee: '100' });

  const organizer = await newPage();
  await recordStreams(organizer.page);
  await signIn(organizer.page, 'organizer@example.com', 'organizer123');
  await organizer.page.waitForURL('**/organizer/**');
  const streamOpened = organizer.page.waitForResponse(
    (r: Response) => new URL(r.url()).pathname === '/api/organizer/events' && r.status() === 200,
  );
  await organizer.page.goto(`/organizer/tournaments/${tournamentId}/registrations`);
  await streamOpened;
  await organizer.page.getByText('No pending registrations').waitFor();
  await organizer.page.waitForFunction(() =>
    (window as unknown as { __seen: Seen[] }).__seen.some((e) => e.type === 'ready' || e.type === 'change'),
  );
  const lastBefore = Math.max(...(await seen(organizer.page)).map((e) => Number(e.id) || 0));
  const pageUrl = organizer.page.url();

  const bff = await crashService('bff-organizer');
  const transactionId = `UPI${Date.now()}`.slice(0, 15);
  await coreCall('POST', `/tournaments/${tournamentId}/join`, { actingUserId: playerId, body: { transactionId } });
  // the join was made while the organizer's BFF was away
  expect(await bff.isDown()).toBe(true);
  const crashedAt = Date.now();
  await bff.back();
  const backAfter = Date.now() - crashedAt;

  const pending = organizer.page.getByRole('table', { name: 'Pending registrations' });
  await pending.getByText(transactionId).waitFor({ timeout: 45_000 });
  const shownAfter = Date.now() - crashedAt;
  await screenshot(organizer.page, 'live-organizer-join-after-bff-restart');
  expect(organizer.page.url()).toBe(pageUrl);

  // it came over the resumed stream: the tournament's change, with an id past the last one seen before the crash
  const key = `tournament:${tournamentId}`;
  const resumed = await organizer.page
    .waitForFunction(
      ([k, before]) =>
        (window as unknown as { __seen: Seen[] }).__seen.find(
          (e) => e.type === 'change' && Number(e.id) > before && (JSON.parse(e.data) as { key: string }).key === k,
        ),
      [key, lastBefore] as const,
      { timeout: 30_000 },
    )
    .then((h) => h.jsonValue() as Promise<Seen>);
  const streams = (await seen(organizer.page)).filter((e) => e.type === 'open');
  console.log(
    `bff-organizer back ${backAfter} ms after the crash; join shown ${shownAfter} ms after it; streams opened: ${streams
      .map((s) => s.url)
      .join(', ')}; resumed event ${resumed.id} on ${resumed.url}`,
  );
  expect(streams.every((s) => new URL(s.url, 'http://x').pathname === '/api/organizer/events')).toBe(true);
  await organizer.context.close();
});
