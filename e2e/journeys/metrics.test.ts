// "The metrics endpoint shows the counters moving during the journeys": core's and bff-player's
// /metrics (read directly, as Prometheus does; the edge does not expose them) count the requests a
// player's sign-in and tournament list make, by route template; the edge does not serve them.
import { closeBrowser, launchBrowser, newPage, signIn, stack } from '../support/browser';
import { metricsOf, sampleSum } from '../support/metrics';

beforeAll(launchBrowser);
afterAll(closeBrowser);

it('counts the requests of a sign-in and the tournament list in bff-player and core', async () => {
  const { coreUrl, playerBffUrl, baseUrl } = stack();
  const [bffBefore, coreBefore] = [await metricsOf(playerBffUrl), await metricsOf(coreUrl)];

  const { context, page } = await newPage();
  // the list's heading renders before its data: wait for the list call itself to be answered
  const listAnswered = page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/api/tournaments' && res.request().method() === 'GET',
  );
  await signIn(page, 'player@example.com', 'player123');
  await page.waitForURL('**/tournaments');
  await listAnswered;
  await context.close();

  const counted = (text: string, labels: Record<string, string>) => sampleSum(text, 'csa_http_requests_total', labels);
  const checks = [
    ['bff login', playerBffUrl, bffBefore, { method: 'POST', route: '/api/auth/login', status: '200' }],
    ['bff list', playerBffUrl, bffBefore, { method: 'GET', route: '/api/tournaments' }],
    ['core login', coreUrl, coreBefore, { method: 'POST', route: '/auth/login', status: '200' }],
  ] as const;
  // a counter is bumped when the response has been written, which can trail the browser seeing it
  // by a moment on a busy machine: read again for up to 15 s before calling it missing
  for (const [label, url, before, labels] of checks) {
    const was = counted(before, labels);
    let is = counted(await metricsOf(url), labels);
    for (const deadline = Date.now() + 15_000; is <= was && Date.now() < deadline;) {
      await new Promise((r) => setTimeout(r, 200));
      is = counted(await metricsOf(url), labels);
    }
    expect([label, is > was]).toEqual([label, true]);
  }
  expect(await metricsOf(coreUrl)).toMatch(/csa_db_pool_connections\{state="used"/);

  // the browser's origin does not expose them
  for (const path of ['/api/metrics', '/mfe/player/metrics']) {
    expect(await (await fetch(`${baseUrl}${path}`)).text()).not.toContain('csa_http_requests_total');
  }
});
