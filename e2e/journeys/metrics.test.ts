// "The metrics endpoint shows the counters moving during the journeys": core's and bff-player's
// /metrics (read directly, as Prometheus does; the edge does not expose them) count the requests a
// player's sign-in and tournament list make, by route template; the edge does not serve them.
import { closeBrowser, launchBrowser, newPage, signIn, stack } from '../support/browser';

beforeAll(launchBrowser);
afterAll(closeBrowser);

/** Sum of the samples of `metric` whose labels include `labels`, from a Prometheus text page. */
function sampleSum(text: string, metric: string, labels: Record<string, string>): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const m = /^([a-z_]+)\{([^}]*)\} ([0-9.e+-]+)$/.exec(line);
    if (!m || m[1] !== metric) continue;
    const has = Object.entries(labels).every(([k, v]) => m[2].includes(`${k}="${v}"`));
    if (has) sum += Number(m[3]);
  }
  return sum;
}

const metricsOf = async (url: string) => {
  const res = await fetch(`${url}/metrics`);
  expect(res.status).toBe(200);
  return res.text();
};

it('counts the requests of a sign-in and the tournament list in bff-player and core', async () => {
  const { coreUrl, playerBffUrl, baseUrl } = stack();
  const [bffBefore, coreBefore] = [await metricsOf(playerBffUrl), await metricsOf(coreUrl)];

  const { context, page } = await newPage();
  await signIn(page, 'player@example.com', 'player123');
  await page.waitForURL('**/tournaments');
  await page.getByText('Upcoming Tournaments').first().waitFor();
  await context.close();

  const [bffAfter, coreAfter] = [await metricsOf(playerBffUrl), await metricsOf(coreUrl)];
  const grew = (before: string, after: string, labels: Record<string, string>) => [
    sampleSum(before, 'csa_http_requests_total', labels),
    sampleSum(after, 'csa_http_requests_total', labels),
  ];
  for (const [label, before, after, labels] of [
    ['bff login', bffBefore, bffAfter, { method: 'POST', route: '/api/auth/login', status: '200' }],
    ['bff list', bffBefore, bffAfter, { method: 'GET', route: '/api/tournaments' }],
    ['core login', coreBefore, coreAfter, { method: 'POST', route: '/auth/login', status: '200' }],
  ] as const) {
    const [was, is] = grew(before, after, labels);
    expect([label, is > was]).toEqual([label, true]);
  }
  expect(coreAfter).toMatch(/csa_db_pool_connections\{state="used"/);

  // the browser's origin does not expose them
  for (const path of ['/api/metrics', '/mfe/player/metrics']) {
    expect(await (await fetch(`${baseUrl}${path}`)).text()).not.toContain('csa_http_requests_total');
  }
});
