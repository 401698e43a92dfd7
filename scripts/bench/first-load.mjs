// First load of a page in Debian's Chromium (playwright-core, headless, a fresh profile with an empty
// cache): JavaScript bytes transferred (encoded bodies and headers, as DevTools counts them), the number
// of script files, and Largest Contentful Paint. Signed in as `login` first when given, through the
// login form in a page of its own (the shell keeps the session in the cookie and the signed-in user in
// localStorage); the measured page is a new one with the cache disabled.
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../stack.mjs';

const { chromium } = createRequire(path.join(repoRoot, 'e2e', 'package.json'))('playwright-core');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const LCP_OBSERVER = () => {
  globalThis.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) globalThis.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

/** Debian's Chromium, headless, with the flags of docs/testing.md. */
const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });

/** Signs the browser context in through the sign-in form, in a page of its own (closed after). */
async function signIn(context, login) {
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(login.email);
  await page.getByLabel('Password').fill(login.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30000 });
  await page.close();
}

/**
 * @param {{ baseUrl: string, path: string, login?: { email: string, password: string }, ready?: string }} opts
 *   `ready`: text the page shows once its content is there (awaited before LCP is read)
 */
export async function measureFirstLoad({ baseUrl, path: pagePath, login, ready }) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 860 } });
    if (login) await signIn(context, login);
    const page = await context.newPage();
    await page.addInitScript(LCP_OBSERVER);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts = new Map();
    const encodings = new Map();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type === 'Script') {
        scripts.set(requestId, { url: response.url, bytes: 0 });
        const header = Object.entries(response.headers).find(([k]) => k.toLowerCase() === 'content-encoding');
        encodings.set(requestId, header?.[1] ?? 'identity');
      }
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const script = scripts.get(requestId);
      if (script) script.bytes = encodedDataLength;
    });
    await page.goto(pagePath, { waitUntil: 'load' });
    if (ready) await page.getByText(ready).first().waitFor({ timeout: 15000 });
    await page.waitForLoadState('networkidle');
    // LCP is final at the first input; read it after the page settled
    const lcp = await page.evaluate(() => globalThis.__lcp);
    const files = [...scripts.entries()].map(([id, s]) => ({ ...s, encoding: encodings.get(id) }));
    return {
      jsBytes: files.reduce((sum, f) => sum + f.bytes, 0),
      jsFiles: files.length,
      lcpMs: Math.round(lcp),
      files,
    };
  } finally {
    await browser.close();
  }
}

/** A slow phone network (issue 25): 400 kbps each way, 400 ms round trip, as DevTools emulates it. */
export const SLOW_PHONE = { kbps: 400, latencyMs: 400 };

/**
 * A page opened over an emulated slow network (CDP Network.emulateNetworkConditions) with the cache
 * disabled: when it first painted (the HTML's skeleton, before any JavaScript) and when it became
 * usable (`ready`, a role and name the page shows once it works), both from the navigation's start.
 * Signed in as `login` first (at full speed, in a page of its own) when given. `waterfall`: each request
 * (url, type, start, first byte and end in ms from the document's request, bytes transferred).
 *
 * @param {{ baseUrl: string, path: string, ready: { role: string, name: string }, login?: { email: string, password: string }, network?: { kbps: number, latencyMs: number } }} opts
 */
export async function measureSlowLoad({ baseUrl, path: pagePath, ready, login, network = SLOW_PHONE }) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
    if (login) await signIn(context, login);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const bytesPerSecond = (network.kbps * 1000) / 8;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.latencyMs,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: bytesPerSecond,
    });
    let jsBytes = 0;
    const scripts = new Set();
    // the waterfall: every request's start, first byte and end (ms from the document's request) and its bytes
    const requests = new Map();
    let origin = null;
    cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp, type }) => {
      if (origin === null && type === 'Document') origin = timestamp;
      requests.set(requestId, { url: request.url, type, start: timestamp, firstByte: null, end: null, bytes: 0 });
    });
    cdp.on('Network.responseReceived', ({ requestId, type, timestamp }) => {
      if (type === 'Script') scripts.add(requestId);
      const r = requests.get(requestId);
      if (r) r.firstByte = timestamp;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }) => {
      if (scripts.has(requestId)) jsBytes += encodedDataLength;
      const r = requests.get(requestId);
      if (r) Object.assign(r, { end: timestamp, bytes: encodedDataLength });
    });
    await page.goto(pagePath, { waitUntil: 'commit', timeout: 60000 });
    await page.getByRole(ready.role, { name: ready.name }).first().waitFor({ timeout: 60000 });
    const usableMs = await page.evaluate(() => performance.now());
    const at = (t) => (t === null || origin === null ? null : Math.round((t - origin) * 1000));
    const waterfall = [...requests.values()]
      .map((r) => ({ ...r, start: at(r.start), firstByte: at(r.firstByte), end: at(r.end) }))
      .sort((a, b) => a.start - b.start);
    const firstPaintMs = await page.evaluate(() => {
      const paint = performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint');
      return paint ? paint.startTime : null;
    });
    return {
      firstPaintMs: firstPaintMs === null ? null : Math.round(firstPaintMs),
      usableMs: Math.round(usableMs),
      jsBytes,
      waterfall,
    };
  } finally {
    await browser.close();
  }
}

/**
 * A signed-in home screen in Chromium, as a returning user opens it (issue 24: complete within 1.5 s, at most
 * 100 KB of API data, whatever the history): signed in as `login`, the page is opened once with an empty cache
 * (cold) and then again (warm, the browser's cache as a returning user has it). `completeMs`: from the document's
 * request to the last response before the network went quiet (each load's document, scripts, data); `apiBytes`:
 * the bytes transferred by /api/ calls, `apiBodyBytes` their bodies decoded.
 * @param {{ baseUrl: string, path: string, login: { email: string, password: string } }} opts
 */
export async function measureHomeScreen({ baseUrl, path: pagePath, login }) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 860 } });
    await signIn(context, login);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const load = async (cold) => {
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: cold });
      const requests = new Map();
      let start = null;
      let last = 0;
      const sent = ({ requestId, request, timestamp, type }) => {
        if (type === 'Document' && start === null) start = timestamp;
        requests.set(requestId, { url: request.url, bytes: 0, body: 0 });
      };
      const data = ({ requestId, dataLength }) => {
        const r = requests.get(requestId);
        if (r) r.body += dataLength;
      };
      const done = ({ requestId, timestamp, encodedDataLength }) => {
        const r = requests.get(requestId);
        if (!r) return;
        r.bytes = encodedDataLength;
        last = Math.max(last, timestamp);
      };
      cdp.on('Network.requestWillBeSent', sent);
      cdp.on('Network.dataReceived', data);
      cdp.on('Network.loadingFinished', done);
      try {
        await page.goto(pagePath, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle');
      } finally {
        cdp.off('Network.requestWillBeSent', sent);
        cdp.off('Network.dataReceived', data);
        cdp.off('Network.loadingFinished', done);
      }
      const api = [...requests.values()].filter((r) => new URL(r.url).pathname.startsWith('/api/'));
      return {
        completeMs: start === null ? null : Math.round((last - start) * 1000),
        apiCalls: api.length,
        apiBytes: api.reduce((sum, r) => sum + r.bytes, 0),
        apiBodyBytes: api.reduce((sum, r) => sum + r.body, 0),
      };
    };
    const cold = await load(true);
    const warm = await load(false);
    return { cold, warm };
  } finally {
    await browser.close();
  }
}
