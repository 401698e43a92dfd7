// Bad networks (issue 25): the HTML paints the portal before any JavaScript; the first load of
// /tournaments stays within its JavaScript budget; a section that failed offline loads by itself when
// the network returns; a join made offline says it waits for the network and is sent when back.
import { offlineQueued, sectionOffline, waitingForNetwork } from '@chess-portal/contracts/forms/network';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { closeBrowser, launchBrowser, newPage, screenshot, signIn, stack } from '../support/browser';
import { createArenaAs, demoUserId } from '../support/core-control';
import { uniqueSuffix } from '../support/admin-setup';

/** The first load of /tournaments carries at most this much JavaScript (bodies and headers, as DevTools counts). */
const FIRST_LOAD_JS_BUDGET = 200 * 1024;

beforeAll(launchBrowser);
afterAll(closeBrowser);

it('paints the header and a page skeleton from the HTML alone, before any JavaScript', async () => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({
      baseURL: stack().baseUrl,
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/tournaments');
    expect(await page.getByRole('link', { name: 'Chess School Arena' }).isVisible()).toBe(true);
    expect(await page.getByRole('status').textContent()).toBe('Loading Chess School Arena…');
    expect(await page.locator('main[aria-busy="true"]').isVisible()).toBe(true);
    await context.close();
  } finally {
    await browser.close();
  }
});

it(`loads /tournaments with at most ${FIRST_LOAD_JS_BUDGET / 1024} KB of JavaScript`, async () => {
  const { context, page: signInPage } = await newPage();
  await signIn(signInPage, 'player@example.com', 'player123');
  await signInPage.waitForURL('**/tournaments');
  await signInPage.close();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, { url: string; bytes: number }>();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') scripts.set(requestId, { url: response.url, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.bytes = encodedDataLength;
  });
  await page.goto('/tournaments');
  await page.getByRole('heading', { name: 'Chess School Arena Dashboard' }).waitFor();
  await page.waitForLoadState('networkidle');
  const files = [...scripts.values()];
  const total = files.reduce((sum, f) => sum + f.bytes, 0);
  const listing = files.map((f) => `${(f.bytes / 1024).toFixed(1)} KB ${new URL(f.url).pathname}`).join('\n');
  process.stdout.write(`first load of /tournaments: ${(total / 1024).toFixed(1)} KB of JS\n${listing}\n`);
  if (total > FIRST_LOAD_JS_BUDGET) throw new Error(`first load: ${(total / 1024).toFixed(1)} KB of JS\n${listing}`);
  expect(total).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
  await context.close();
});

/**
 * Records a page's load with the cache off: every request's URL in order, the scripts it ran, and the document's
 * `Link` header.
 */
async function recordLoad(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const load = { requested: [] as string[], scripts: new Set<string>(), linkHeader: '' };
  cdp.on('Network.requestWillBeSent', ({ request }) => load.requested.push(request.url));
  cdp.on('Network.responseReceived', ({ type, response }) => {
    if (type === 'Script') load.scripts.add(response.url);
    if (type === 'Document') load.linkHeader = response.headers.Link ?? response.headers.link ?? '';
  });
  return load;
}

/**
 * The scripts the edge's `Link` header hints (`fromHeader`) and, with the build's <link rel=preload> of the HTML,
 * all the page was told to preload (`hinted`).
 */
async function hintedScripts(page: Page, linkHeader: string) {
  const base = stack().baseUrl;
  const fromHeader = [...linkHeader.matchAll(/<([^>]+)>; rel=preload; as=script/g)].map(
    ([, href]) => new URL(href, base).href,
  );
  const fromHtml = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => link.href),
  );
  return { fromHeader, hinted: new Set([...fromHeader, ...fromHtml]) };
}

/** Every script but main.js (named by the HTML itself) was hinted, every hinted one used, and no file fetched twice. */
function expectEveryScriptHinted(
  { requested, scripts }: { requested: string[]; scripts: Set<string> },
  hinted: Set<string>,
) {
  expect([...scripts].filter((url) => !hinted.has(url)).map((url) => new URL(url).pathname)).toEqual(['/main.js']);
  expect([...hinted].filter((url) => !scripts.has(url))).toEqual([]);
  // a preloaded file is taken by the page, not fetched again (the cache is off)
  expect(
    requested.filter((url, i) => requested.indexOf(url) !== i && !new URL(url).pathname.startsWith('/api/')),
  ).toEqual([]);
}

it('hints every file the first load of /tournaments needs, before main.js asks, and fetches each once', async () => {
  const { context, page: signInPage } = await newPage();
  await signIn(signInPage, 'player@example.com', 'player123');
  await signInPage.waitForURL('**/tournaments');
  await signInPage.close();
  const page = await context.newPage();
  const load = await recordLoad(context, page);
  const { requested } = load;
  await page.goto('/tournaments');
  await page
    .getByRole('link', { name: /^View details of / })
    .first()
    .waitFor();
  const untilUsable = [...requested];
  await page.waitForLoadState('networkidle');
  const base = stack().baseUrl;
  const { linkHeader } = load;
  // the edge's Link header (the remote's files, read from its routes.json) and the build's <link rel=preload>
  const { fromHeader, hinted } = await hintedScripts(page, linkHeader);
  expect(fromHeader.some((href) => href.includes('/mfe/player/remoteEntry.js'))).toBe(true);
  expect(linkHeader).toContain('</mfe/player/mf-manifest.json>; rel=preload; as=fetch');
  expectEveryScriptHinted(load, hinted);
  // the page's data, preloaded with the page (routes.ts prefetch), is asked for once until the page is usable
  const calls = [...linkHeader.matchAll(/<(\/api\/[^>]+)>; rel=preload; as=fetch/g)].map(
    ([, call]) => `${base}${call}`,
  );
  expect(calls).toContain(`${base}/api/tournaments`);
  for (const call of calls) expect([call, untilUsable.filter((url) => url === call).length]).toEqual([call, 1]);
  await context.close();
});

it('hints the sign-in form’s own chunks with the page, and every script the form then runs was hinted', async () => {
  const { context, page } = await newPage();
  const load = await recordLoad(context, page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
  await page.waitForLoadState('networkidle');
  // the edge's Link header names the form's chunks (the build's preload-pages.json); the HTML the shared ones
  const { fromHeader, hinted } = await hintedScripts(page, load.linkHeader);
  expect(fromHeader.some((href) => /\/page-login\.[0-9a-f]+\.js$/.test(href))).toBe(true);
  expectEveryScriptHinted(load, hinted);
  // the form works: the shared schema's message (zod/mini) shows in the browser, under its CSP
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('player123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Please enter a valid email address').waitFor();
  await context.close();
});

it('shows a section that failed offline again by itself when the network returns', async () => {
  const { context, page } = await newPage();
  await signIn(page, 'player@example.com', 'player123');
  await page.waitForURL('**/tournaments');
  await page.getByRole('heading', { name: 'Chess School Arena Dashboard' }).waitFor();

  await context.setOffline(true);
  await page.getByRole('link', { name: 'My Profile' }).click();
  await page.getByRole('heading', { name: 'This section is unavailable right now' }).waitFor();
  await page.getByText(sectionOffline).waitFor();
  await screenshot(page, 'offline-section');

  await context.setOffline(false);
  // no click, no reload: the section loads when the network is back
  await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor({ timeout: 15000 });
  expect(await page.getByRole('heading', { name: 'This section is unavailable right now' }).count()).toBe(0);
  await context.close();
});

it('says a join made offline waits for the network, on a phone, and sends it when back', async () => {
  // a free tournament of its own: the demo player's registrations are other journeys' starting points
  const organizerId = await demoUserId('organizer@example.com', 'organizer123');
  const name = `Offline Rapid ${uniqueSuffix()}`;
  const id = await createArenaAs(organizerId, { title: name, entryFee: '0', hoursAhead: 3 });
  const { context, page } = await newPage({ phone: 390 });
  await signIn(page, 'player@example.com', 'player123');
  await page.waitForURL('**/tournaments');
  await page.goto(`/tournaments/${id}`);
  const join = page.getByRole('button', { name: 'Join Tournament' });
  await join.waitFor();

  await context.setOffline(true);
  await join.click();
  const form = page.getByRole('form', { name: `Join ${name}` });
  await form.getByText(offlineQueued).waitFor();
  const waiting = form.getByRole('button', { name: waitingForNetwork });
  expect(await waiting.isDisabled()).toBe(true);
  expect(await waiting.getAttribute('aria-busy')).toBeNull();
  await screenshot(page, 'offline-join-waiting-phone');

  await context.setOffline(false);
  await page.waitForURL('**/registration-status', { timeout: 15000 });
  await page.getByText('Registration Successful').first().waitFor();
  await context.close();
});
