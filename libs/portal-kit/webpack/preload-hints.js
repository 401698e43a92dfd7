// Preload hints for a slow network (issue 25), read from the build's own chunk graph, never written by hand.
//
// - The shell's index.html names, next to main.js, the chunks main.js would ask for once it runs: its
//   bootstrap and the shared libraries it provides. At 400 ms a round trip they then travel with main.js
//   instead of after it.
// - A remote's routes.json gives each route the files its page needs: remoteEntry.js, the './app' chunks and
//   the page's own chunks. The shell reads routes.json early (src/remotes/early.ts) and preloads the files of
//   the route being opened while its shared libraries load.
//
// Both run after webpack's real content hashes are in (PROCESS_ASSETS_STAGE_OPTIMIZE_HASH) and before the
// brotli and gzip copies are written (PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER), so the names are final and the
// edited files are compressed like the rest.
const fs = require('node:fs');

const STAGE = 2600; // between OPTIMIZE_HASH (2500) and OPTIMIZE_TRANSFER (3000)

/** The .js files of the chunk groups an async block (an `import()`) loads, in load order. */
function blockFiles(compilation, block) {
  const group = compilation.chunkGraph.getBlockChunkGroup(block);
  if (!group) return [];
  return group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
}

const unique = (files) => [...new Set(files)];

/** `html` with one `<link rel="preload" as="script">` per file, at the end of its head. */
function htmlWithPreloads(html, hrefs) {
  if (!html.includes('</head>')) throw new Error('index.html has no </head> to put the preload hints in');
  const links = hrefs.map((href) => `<link rel="preload" as="script" href="${href}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}

/**
 * The files the shell's main.js loads on every page before its app renders: the chunks of its entry's
 * `import('./bootstrap')` and of the shared libraries it provides (the singletons).
 */
function shellStartFiles(compilation) {
  const files = [];
  const entry = compilation.entrypoints.get('main');
  if (!entry) throw new Error('the shell has no main entry');
  for (const chunk of entry.chunks)
    for (const module of compilation.chunkGraph.getChunkEntryModulesIterable(chunk))
      for (const block of module.blocks) files.push(...blockFiles(compilation, block));
  for (const module of compilation.modules)
    if (module.constructor.name === 'ProvideSharedModule')
      for (const block of module.blocks) files.push(...blockFiles(compilation, block));
  const initial = new Set(entry.getFiles());
  return unique(files).filter((file) => !initial.has(file));
}

/** Where the shell's build lists the files of its own lazy pages, for the edge's `Link` header. */
const SHELL_PAGES_FILE = 'preload-pages.json';

/**
 * Per page the shell renders itself, the files of its lazy chunk (`import(/* webpackChunkName: "name" *\/ ...)`):
 * `{ '/login': ['/295.78a57a7519.js'] }`. index.html is the same for every page, so these go in the edge's
 * `Link` header for that page (shell/server/preload-links.ts) instead. A named chunk missing fails the build.
 * @param {Record<string, string>} pages path → chunk name
 */
function shellPageFiles(compilation, pages) {
  const publicPath = compilation.outputOptions.publicPath;
  const out = {};
  for (const [pagePath, chunkName] of Object.entries(pages)) {
    const group = compilation.namedChunkGroups.get(chunkName);
    if (!group) throw new Error(`the shell has no chunk named ${chunkName} (page ${pagePath}): webpackChunkName?`);
    out[pagePath] = unique(group.chunks.flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js')))).map(
      (file) => `${publicPath}${file}`,
    );
  }
  return out;
}

/**
 * Adds preload hints for `shellStartFiles` to the shell's index.html (publicPath '/'), and writes
 * SHELL_PAGES_FILE for `pages` (path → chunk name of the shell's own lazy pages).
 */
class ShellPreloadPlugin {
  constructor({ pages = {} } = {}) {
    this.pages = pages;
  }

  apply(compiler) {
    const { sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ShellPreloadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ShellPreloadPlugin', stage: STAGE }, () => {
        const asset = compilation.getAsset('index.html');
        if (!asset) throw new Error('ShellPreloadPlugin runs after HtmlWebpackPlugin wrote index.html');
        const publicPath = compilation.outputOptions.publicPath;
        const hrefs = shellStartFiles(compilation).map((file) => `${publicPath}${file}`);
        compilation.updateAsset(
          'index.html',
          new sources.RawSource(htmlWithPreloads(asset.source.source().toString(), hrefs)),
        );
        compilation.emitAsset(
          SHELL_PAGES_FILE,
          new sources.RawSource(JSON.stringify(shellPageFiles(compilation, this.pages))),
        );
      });
    });
  }
}

/**
 * Which module each route's page comes from, read from the exposed './app' source: its pages are declared
 * `const Page = lazyPage(() => import('./pages/x'), ...)` and listed `'/path': Page` (mfe-player/src/export-app.tsx).
 * @returns {Map<string, string>} path → import request
 */
function pageImports(source) {
  const imports = new Map();
  for (const [, name, request] of source.matchAll(
    /const\s+(\w+)\s*=\s*lazyPage\(\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g,
  ))
    imports.set(name, request);
  const pages = new Map();
  for (const [, routePath, name] of source.matchAll(/'(\/[^']*)'\s*:\s*(\w+)\s*[,}\n]/g))
    if (imports.has(name)) pages.set(routePath, imports.get(name));
  return pages;
}

/**
 * Per route, the files (relative to the remote's manifest) its first load needs: remoteEntry.js, the './app'
 * chunks, then the page's chunks when its page is a `lazyPage` of the exposed module.
 */
function routeFiles(compilation, { exposedFile, remoteEntry }, routes) {
  const appFiles = [];
  for (const module of compilation.modules)
    if (module.constructor.name === 'ContainerEntryModule')
      for (const block of module.blocks) appFiles.push(...blockFiles(compilation, block));
  const exposed = [...compilation.modules].find((module) => module.resource === exposedFile);
  const pages = exposed ? pageImports(fs.readFileSync(exposedFile, 'utf8')) : new Map();
  const blocks = new Map(
    (exposed?.blocks ?? []).flatMap((block) => block.dependencies.map((dep) => [dep.request, block])),
  );
  return routes.map((route) => {
    const block = blocks.get(pages.get(route.path));
    const pageFiles = block ? blockFiles(compilation, block) : [];
    return { ...route, files: unique([remoteEntry, ...appFiles, ...pageFiles]) };
  });
}

module.exports = {
  STAGE,
  SHELL_PAGES_FILE,
  ShellPreloadPlugin,
  htmlWithPreloads,
  pageImports,
  routeFiles,
  shellPageFiles,
  shellStartFiles,
};
