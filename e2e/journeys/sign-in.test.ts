// Foundation journeys: each demo role signs in and lands on its area's live screen, rendered by its
// remote loaded at run time through its manifest; wrong passwords, unknown paths and guards.
import type { Page } from 'playwright-core';
import { closeBrowser, launchBrowser, newPage, screenshot, signIn } from '../support/browser';

beforeAll(launchBrowser);
afterAll(closeBrowser);

function manifestFetches(page: Page) {
  const fetched: string[] = [];
  page.on('response', (res) => {
    if (res.url().endsWith('/mf-manifest.json') && res.ok()) fetched.push(new URL(res.url()).pathname);
  });
  return fetched;
}

const roles = [
  {
    role: 'admin',
    email: 'admin@example.com',
    password: 'admin123',
    home: '/admin/dashboard',
    manifest: '/mfe/admin/mf-manifest.json',
    heading: 'Total Users',
  },
  {
    role: 'organizer',
    email: 'organizer@example.com',
    password: 'organizer123',
    home: '/organizer/tournaments',
    manifest: '/mfe/organizer/mf-manifest.json',
    // the remote's own page (the list itself is paged: other journeys' tournaments may fill page 1)
    heading: 'Create, run and track the tournaments you organize',
  },
  {
    role: 'player',
    email: 'player@example.com',
    password: 'player123',
    home: '/tournaments',
    manifest: '/mfe/player/mf-manifest.json',
    heading: 'Upcoming Tournaments',
  },
];

describe.each(roles)('signing in as the demo $role', ({ role, email, password, home, manifest, heading }) => {
  it(`lands on ${home}, rendered by the ${role} remote loaded at run time`, async () => {
    const { context, page } = await newPage();
    const fetched = manifestFetches(page);
    await signIn(page, email, password);
    await page.waitForURL(`**${home}`);
    await page.getByText(heading, { exact: false }).first().waitFor();
    expect(fetched).toContain(manifest);
    await expect(page.getByText('Login successful')).toBeTruthy();
    await screenshot(page, `home-${role}`);
    await context.close();
  });
});

it('shows the error alert above the form for a wrong password', async () => {
  const { context, page } = await newPage();
  await signIn(page, 'player@example.com', 'wrong-password');
  const alert = page.getByRole('alert').filter({ hasText: /invalid email or password/i });
  await alert.waitFor();
  expect(page.url()).toMatch(/\/login$/);
  await screenshot(page, 'login-wrong-password');
  await context.close();
});

it('shows Page Not Found for an unknown path', async () => {
  const { context, page } = await newPage();
  await page.goto('/no-such-page');
  await page.getByText('Page Not Found').waitFor();
  await page.getByText('Did you forget to add the page to the router?').waitFor();
  await context.close();
});

it('sends a visitor who opens /tournaments to /login', async () => {
  const { context, page } = await newPage();
  await page.goto('/tournaments');
  await page.waitForURL('**/login');
  await page.getByText('Welcome Back').waitFor();
  await screenshot(page, 'login');
  await context.close();
});

it('works on a phone: the menu toggle carries the same items', async () => {
  const { context, page } = await newPage({ phone: true });
  await signIn(page, 'player@example.com', 'player123');
  await page.waitForURL('**/tournaments');
  const toggle = page.getByRole('button', { name: /menu/i });
  await toggle.click();
  await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
  await page
    .getByRole('link', { name: 'My Profile' })
    .or(page.getByRole('menuitem', { name: 'My Profile' }))
    .first()
    .waitFor();
  await screenshot(page, 'phone-menu');
  await context.close();
});
