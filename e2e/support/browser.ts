// One headless Debian Chromium per test file, driven by playwright-core (no browser downloads).
import { mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expectAccessible } from './axe';

export type Stack = {
  baseUrl: string;
  sandboxUrl: string;
  coreUrl: string;
  /** bff-player directly (its /metrics; the browser goes through the edge) */
  playerBffUrl: string;
  coreServiceToken: string;
  /** each service's health URL, by name (scripts/stack.mjs) */
  services: Record<string, string>;
  /** each service's current process id (a restarted one gets a new one) */
  pids: Record<string, number>;
};

export function stack(): Stack {
  const file = path.join(os.tmpdir(), `csa-e2e-stack-${process.env.E2E_PORT_BASE ?? 18080}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Stack;
}

let browser: Browser | undefined;

export async function launchBrowser(): Promise<Browser> {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return browser;
}

// playwright-core gives every launch a fresh temporary profile (it refuses --user-data-dir in launch()).
export async function closeBrowser() {
  await browser?.close();
}

/** A fresh page: desktop (1280 px), a 375 px phone (`phone: true`), or a phone of the given width in px. */
export async function newPage(
  options: { phone?: boolean | number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  if (!browser) throw new Error('call launchBrowser() in beforeAll');
  const phoneWidth = options.phone === true ? 375 : options.phone || 0;
  const context = await browser.newContext({
    baseURL: stack().baseUrl,
    viewport: phoneWidth ? { width: phoneWidth, height: 740 } : { width: 1280, height: 860 },
  });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Saves a screenshot under e2e/screenshots/ (ignored by git) for a person to look at, once the screen
 * is shown, and checks it with axe-core: 0 serious or critical violations. A dialog is
 * shot with `fullPage: false`: a full-page shot of a scrolled page misplaces what is fixed on screen.
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  const dir = path.join(__dirname, '..', 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: options.fullPage ?? true });
  // the portal's own screens; the Lichess sandbox's consent page stands in for lichess.org, not ours to fix
  if (new URL(page.url()).origin === new URL(stack().baseUrl).origin) await expectAccessible(page, name);
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
