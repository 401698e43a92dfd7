/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own CommonJS helpers
const { htmlWithPreloads, pageImports, shellPageFiles } = require('./preload-hints') as {
  htmlWithPreloads: (html: string, hrefs: string[]) => string;
  pageImports: (source: string) => Map<string, string>;
  shellPageFiles: (compilation: unknown, pages: Record<string, string>) => Record<string, string[]>;
};

const repo = path.resolve(__dirname, '..', '..', '..');

describe('preload hints written by the build (issue 25)', () => {
  it("puts one preload link per file at the end of the HTML's head", () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    expect(htmlWithPreloads(html, ['/1.ab.js', '/2.cd.js'])).toBe(
      '<html><head><title>x</title><link rel="preload" as="script" href="/1.ab.js">' +
        '<link rel="preload" as="script" href="/2.cd.js"></head><body></body></html>',
    );
    expect(() => htmlWithPreloads('<p>no head</p>', [])).toThrow('no </head>');
  });

  it("lists the files of the shell's own lazy pages by their chunk names, and fails on a name the build lacks", () => {
    const chunk = (...files: string[]) => ({ files: new Set(files) });
    const compilation = {
      outputOptions: { publicPath: '/' },
      namedChunkGroups: new Map([
        ['page-login', { chunks: [chunk('295.78.js'), chunk('page-login.05.js', 'page-login.05.js.map')] }],
      ]),
    };
    expect(shellPageFiles(compilation, { '/login': 'page-login' })).toEqual({
      '/login': ['/295.78.js', '/page-login.05.js'],
    });
    expect(() => shellPageFiles(compilation, { '/': 'page-landing' })).toThrow('no chunk named page-landing');
  });

  it("finds each route's page module in a remote's exposed './app'", () => {
    const source = `
const Dashboard = lazyPage(
  () => import('./pages/dashboard-page'),
  (m) => m.DashboardPage,
);
const Money = lazyPage(() => import('./features/money'), (m) => m.MoneyPage);
const pages = {
  '/tournaments': Dashboard,
  '/me/money': Money,
  '/organizer/*': NotFound,
};`;
    expect(pageImports(source)).toEqual(
      new Map([
        ['/tournaments', './pages/dashboard-page'],
        ['/me/money', './features/money'],
      ]),
    );
  });

  it.each(['mfe-player', 'mfe-organizer', 'mfe-admin'])('finds a page for every lazy route of %s', (remote) => {
    const source = fs.readFileSync(path.join(repo, remote, 'src', 'export-app.tsx'), 'utf8');
    const pages = pageImports(source);
    const lazyRoutes = [...source.matchAll(/'(\/[^']*)'\s*:\s*(\w+)\s*,/g)].filter(([, , name]) =>
      new RegExp(`const ${name} = lazyPage\\(`).test(source),
    );
    expect(lazyRoutes.length).toBeGreaterThan(3);
    for (const [, route] of lazyRoutes) expect(pages.get(route)).toMatch(/^\.\//);
  });
});
