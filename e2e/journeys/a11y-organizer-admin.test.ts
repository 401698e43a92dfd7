// Accessibility sweep over the organizer's and the admin's screens (issue 26 item 11), on a desktop
// (1280 px) and a 390 px phone: axe finds no serious or critical violation, no `heading-order`
// and no `landmark-unique` (two sections of one name) finding on any of them, and on the desktop a
// table says "Scroll sideways…" only when it really is wider than its box. The organizer's
// registrations page is checked by its own journey.
import type { Page } from 'playwright-core';
import { closeBrowser, launchBrowser, newPage, signIn } from '../support/browser';
import { expectAccessible } from '../support/axe';
import { getJson } from '../support/http';

beforeAll(launchBrowser);
afterAll(closeBrowser);

const VIEWPORTS = [
  { name: 'desktop', phone: 0 },
  { name: 'phone', phone: 390 },
] as const;

async function tournamentId(name: string): Promise<string> {
  const list = await getJson<Array<{ id: string; name: string }>>('/api/tournaments');
  const found = list.find((t) => t.name === name);
  if (!found) throw new Error(`no seeded tournament ${name}`);
  return found.id;
}

/** The screen has drawn its data: its page heading is there and nothing says it is still loading. */
async function settled(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[role="status"][aria-label^="Loading"]'), null, {
    timeout: 15_000,
  });
}

/** On a desktop, each table's scroll hint is shown exactly when the table is wider than its box. */
async function expectHintsTrue(page: Page, screen: string) {
  const wrong = await page.evaluate(() =>
    [...document.querySelectorAll('table')]
      .map((table) => {
        const box = table.parentElement!;
        const hint = box.previousElementSibling?.textContent?.startsWith('Scroll sideways') ?? false;
        const overflows = box.scrollWidth > box.clientWidth + 1;
        return { caption: table.caption?.textContent ?? '', hint, overflows };
      })
      .filter((t) => t.hint !== t.overflows),
  );
  if (wrong.length) throw new Error(`${screen}: scroll hint out of step with the table: ${JSON.stringify(wrong)}`);
}

async function sweep(login: { email: string; password: string }, paths: () => Promise<string[]>) {
  const list = await paths();
  for (const viewport of VIEWPORTS) {
    const { context, page } = await newPage({ phone: viewport.phone });
    await signIn(page, login.email, login.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    for (const path of list) {
      await page.goto(path);
      await settled(page);
      const screen = `${path} (${viewport.name})`;
      await expectAccessible(page, screen, ['heading-order', 'landmark-unique']);
      if (!viewport.phone) await expectHintsTrue(page, screen);
    }
    await context.close();
  }
}

it('organizer screens: no serious or critical axe finding, no heading-order, no duplicate landmark, desktop and phone', async () => {
  await sweep({ email: 'organizer@example.com', password: 'organizer123' }, async () => {
    const upcoming = await tournamentId('Weekend Blitz Cup');
    const completed = await tournamentId('Autumn Classical Championship');
    return [
      '/organizer/tournaments',
      '/organizer/tournaments/new',
      `/organizer/tournaments/${upcoming}`,
      `/organizer/tournaments/${completed}`,
      '/organizer/commissions',
      '/organizer/money',
      '/organizer/payments',
      '/tournaments/create',
      `/tournaments/${upcoming}/manage`,
    ];
  });
}, 240_000);

it('admin screens: no serious or critical axe finding, no heading-order, no duplicate landmark, desktop and phone', async () => {
  await sweep({ email: 'admin@example.com', password: 'admin123' }, async () => [
    '/admin/dashboard',
    '/admin/users',
    '/admin/applications',
    '/admin/commissions',
    '/admin/transaction-ids',
    '/admin/settings',
    '/admin/audit-log',
    '/admin/outbox',
  ]);
}, 240_000);
