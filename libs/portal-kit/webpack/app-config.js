// One webpack configuration for the shell (host) and the three remotes (TOOLCHAIN.md recipe):
// swc-loader, Module Federation (enhanced 2.9.2) with shared singletons, swc minification, and every
// text asset pre-compressed next to itself (name.br, name.gz) for the servers to send as is
// (service-kit sendStatic, used by the edge and by the BFFs).
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { transformSync } = require('@swc/core');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ShellPreloadPlugin, routeFiles, STAGE: PRELOAD_STAGE } = require('./preload-hints');

/** The singletons every app shares; versions come from the app's own package.json. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  '@tanstack/react-query',
  'styled-components',
  '@chess-portal/portal-kit',
];
const SUBPATHS = { 'react/jsx-runtime': 'react', 'react-dom/client': 'react-dom' };

/**
 * Singletons provided from a file of ours rather than the package: react-router-dom as the subset of
 * react-router the apps import (react-router-subset.mjs), under the package's own name and version.
 */
const SUBSETS = {
  'react-router-dom': {
    import: path.join(__dirname, 'react-router-subset.mjs'),
    version: require('react-router-dom/package.json').version,
  },
};

function sharedSingletons(pkg) {
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  const shared = {};
  for (const name of SINGLETONS) {
    if (!deps[name]) throw new Error(`${pkg.name} must depend on ${name} (shared singleton)`);
    shared[name] = { singleton: true, requiredVersion: deps[name], ...SUBSETS[name] };
  }
  for (const [subpath, from] of Object.entries(SUBPATHS))
    shared[subpath] = { singleton: true, requiredVersion: deps[from] };
  return shared;
}

const swcRule = {
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2020',
      },
    },
  },
};

const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='7' fill='%231f4d3a'/%3E%3Cpath d='M9 25h14v-2.5H9zm2-4h10c0-3-1.5-4.5-2.5-6.5 1.6-.5 2.5-1.8 2.5-3.5 0-2.8-2.7-5-6-5-1.2 0-2.4.3-3.3.9L13 9.5l-3 1.2.8 1.8 2.4-.4c-.4 2.5-2.2 4.2-2.2 8.9z' fill='%23f6ecdc'/%3E%3C/svg%3E";

/**
 * @param {{ dir: string, federation: { name: string, exposes?: Record<string, string> }, title: string, host?: boolean, pages?: Record<string, string> }} opts (`pages`: the shell's own lazy pages, path → webpackChunkName, for the edge's preload hints)
 */
/** Brotli at its best quality and gzip at level 9: paid once per build, not per request. */
const COMPRESSIBLE = /\.(js|json|html|css|svg|txt)$/;
const precompressed = () => [
  new CompressionPlugin({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: COMPRESSIBLE,
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    threshold: 1024,
    minRatio: 0.9,
  }),
  new CompressionPlugin({
    filename: '[path][base].gz',
    algorithm: 'gzip',
    test: COMPRESSIBLE,
    compressionOptions: { level: 9 },
    threshold: 1024,
    minRatio: 0.9,
  }),
];

/** The `routes` a remote's src/routes.ts exports (it imports types only), read at build time. */
function readRoutes(file) {
  const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
    module: { type: 'commonjs' },
  });
  const module = { exports: {} };
  new Function('module', 'exports', code)(module, module.exports);
  if (!Array.isArray(module.exports.routes)) throw new Error(`${file} must export its routes`);
  return module.exports.routes;
}

/**
 * routes.json next to mf-manifest.json: the paths a remote renders and who may open them, so the
 * shell learns every remote's routes without loading their code (CONVENTIONS.md, Module Federation);
 * with each route the files its first load needs (`files`, relative to the manifest: preload-hints.js).
 */
class RoutesJsonPlugin {
  constructor(file, { exposedFile, remoteEntry }) {
    this.file = file;
    this.exposed = { exposedFile, remoteEntry };
  }

  apply(compiler) {
    const { sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RoutesJsonPlugin', (compilation) => {
      compilation.fileDependencies.add(this.file);
      compilation.hooks.processAssets.tap({ name: 'RoutesJsonPlugin', stage: PRELOAD_STAGE }, () => {
        const routes = routeFiles(compilation, this.exposed, readRoutes(this.file));
        compilation.emitAsset('routes.json', new sources.RawSource(JSON.stringify(routes)));
      });
    });
  }
}

const REMOTE_ENTRY = 'remoteEntry.js';
/** The global where a remote's bundles find the federation runtime (enhanced's `externalRuntime`). */
const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';
/** A remote's standalone page loads the federation runtime from this file (federation-runtime.js). */
const FEDERATION_RUNTIME = 'federation-runtime.js';

/** The names runtime-core-subset.js gives the remotes (read from its `runtimeCore` object). */
function runtimeCoreSubset() {
  const source = fs.readFileSync(path.join(__dirname, 'runtime-core-subset.js'), 'utf8');
  const body = /export const runtimeCore = \{([^}]*)\}/.exec(source);
  if (!body) throw new Error('runtime-core-subset.js must export const runtimeCore = { ... }');
  return body[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/**
 * A remote's build fails when its bundles use a part of the federation runtime that the shell does not
 * provide (runtime-core-subset.js): after an upgrade of @module-federation/enhanced, say.
 */
class RuntimeCoreSubsetCheck {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RuntimeCoreSubsetCheck', (compilation) => {
      // which names a bundle uses is known only where webpack works it out (production: usedExports)
      if (!compiler.options.optimization.usedExports) return;
      compilation.hooks.afterOptimizeDependencies.tap('RuntimeCoreSubsetCheck', () => {
        const provided = new Set(runtimeCoreSubset());
        for (const module of compilation.modules) {
          if (module.constructor.name !== 'ExternalModule' || module.request !== RUNTIME_CORE_GLOBAL) continue;
          const exportsInfo = compilation.moduleGraph.getExportsInfo(module);
          const used = [...exportsInfo.orderedExports].filter((e) => e.getUsed(undefined) !== 0).map((e) => e.name);
          const missing = used.filter((name) => !provided.has(name));
          if (exportsInfo.otherExportsInfo.getUsed(undefined) !== 0) missing.push('(names unknown at build time)');
          if (missing.length > 0)
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `${compiler.options.context}: the federation runtime's ${missing.join(', ')} used but not in libs/portal-kit/webpack/runtime-core-subset.js`,
              ),
            );
        }
      });
    });
  }
}

function reactRouterProductionBuild() {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json', { paths: [__dirname] })), 'dist');
  return { [path.join(dist, 'development')]: path.join(dist, 'production') };
}

/** An app's first-paint.html (inline CSS and skeleton markup, no script), put inside #root; '' without one. */
function firstPaintOf(dir) {
  const file = path.join(dir, 'first-paint.html');
  if (!fs.existsSync(file)) return '';
  // the comment is for the file's readers, not for every visitor's download
  return fs
    .readFileSync(file, 'utf8')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/>\s+</g, '><')
    .trim();
}

/** Pre-compressed in production; licence comments beside the file (see the app config's minimizer). */
const swcMinifier = () =>
  new TerserPlugin({
    minify: TerserPlugin.swcMinify,
    terserOptions: { compress: true, mangle: true },
    extractComments: { condition: 'some', banner: false },
  });

/**
 * The federation runtime on its own, for a remote's standalone page: a second compilation into the
 * remote's dist (a remote's own bundles leave the runtime out, `externalRuntime`, and use the shell's).
 */
function federationRuntimeConfig(dir, production) {
  return {
    name: 'federation-runtime',
    mode: production ? 'production' : 'development',
    context: dir,
    target: 'web',
    entry: { [path.basename(FEDERATION_RUNTIME, '.js')]: path.join(__dirname, FEDERATION_RUNTIME) },
    devtool: false,
    output: { path: path.join(dir, 'dist'), filename: '[name].js', clean: false },
    module: { rules: [swcRule, { test: /\.m?js$/, resolve: { fullySpecified: false } }] },
    plugins: production ? precompressed() : [],
    optimization: { minimize: production, minimizer: [swcMinifier()] },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

function createAppConfig({ dir, federation, title, host = false, pages = {} }) {
  const pkg = require(path.join(dir, 'package.json'));
  const firstPaint = firstPaintOf(dir);
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const app = appConfig({ dir, federation, title, host, pages, pkg, firstPaint, production });
    return host ? app : [app, federationRuntimeConfig(dir, production)];
  };
}

function appConfig({ dir, federation, title, host, pages, pkg, firstPaint, production }) {
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      // The shell is served at / with SPA fallback, so its assets need absolute URLs; remotes
      // resolve theirs from wherever their manifest was loaded.
      publicPath: host ? '/' : 'auto',
      // Entry chunks stay unhashed (served no-cache): with webpack 5.111 a hash in output.filename
      // breaks the federation runtime module (module-federation/core#5077). Split chunks are hashed.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      // a remote's dist also holds federation-runtime.js, written by the second compilation
      clean: host ? true : { keep: (file) => file.startsWith(FEDERATION_RUNTIME) },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // react-router's package.json exports only its development build; the production one (dev warnings
      // switched off, so the minifier drops them) sits beside it
      alias: production ? reactRouterProductionBuild() : {},
    },
    module: {
      rules: [swcRule, { test: /\.m?js$/, resolve: { fullySpecified: false } }],
      // an import of a name a module does not export fails the build (react-router-subset.mjs lists what the
      // apps may import from react-router-dom)
      parser: { javascript: { exportsPresence: 'error' } },
    },
    plugins: [
      new ModuleFederationPlugin({
        name: federation.name,
        ...(host ? { remotes: {} } : { filename: REMOTE_ENTRY, exposes: federation.exposes, manifest: true }),
        shared: sharedSingletons(pkg),
        dts: false,
        // Every app runs in the browser only: the runtime leaves out its Node loading. A remote loads no
        // remotes itself: its remoteEntry.js leaves out the runtime's remote loading too.
        // One federation runtime per page: the shell's. The shell puts it on globalThis
        // (_FEDERATION_RUNTIME_CORE, provide-federation-runtime.js) before it loads any remote, and a
        // remote's bundles read it from there instead of carrying their own copy (about 8.6 KB br).
        experiments: {
          optimization: host ? { target: 'web' } : { disableRemote: true, disableSnapshot: true, target: 'web' },
          ...(host ? {} : { externalRuntime: true }),
        },
        ...(host ? { runtimePlugins: [require.resolve('./provide-federation-runtime')] } : {}),
      }),
      new HtmlWebpackPlugin({
        title,
        templateContent: ({ htmlWebpackPlugin }) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#1f4d3a" />
    <meta name="description" content="Chess School Arena: chess tournaments on Lichess for your school." />
    <link rel="icon" href="${ICON}" />
    <title>${htmlWebpackPlugin.options.title}</title>${host ? '' : `\n    <script defer src="${FEDERATION_RUNTIME}"></script>`}
  </head>
  <body>
    <noscript>Chess School Arena needs JavaScript.</noscript>
    <div id="root">${firstPaint}</div>
  </body>
</html>`,
      }),
      ...(host
        ? [new ShellPreloadPlugin({ pages })]
        : [
            new RuntimeCoreSubsetCheck(),
            new RoutesJsonPlugin(path.join(dir, 'src', 'routes.ts'), {
              exposedFile: path.resolve(dir, federation.exposes['./app']),
              remoteEntry: REMOTE_ENTRY,
            }),
          ]),
      ...(production ? precompressed() : []),
    ],
    optimization: {
      minimize: production,
      // licence comments go to name.LICENSE.txt beside each file, without a banner line pointing there
      minimizer: [swcMinifier()],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createAppConfig, sharedSingletons, runtimeCoreSubset };
