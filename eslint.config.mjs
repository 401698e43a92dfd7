// The lint stage of `npm test` (`npm test -- lint`; fix with `npm run lint -- --fix`).
// Style is Prettier's (prettier.config.mjs); these rules hold the shape: no import cycles, feature
// folders that import only themselves and shared code, no remote importing another, no BFF reaching
// into core-service's source, and every workspace import declared in the importer's package.json.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const root = import.meta.dirname;
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const REMOTES = ['mfe-player', 'mfe-organizer', 'mfe-admin'];
const BFFS = ['bff-player', 'bff-organizer', 'bff-admin'];
/** Tests, their fixtures and build tooling: may use devDependencies. */
const TEST_FILES = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.test.mjs',
  '**/*.pact-interactions.ts',
  '**/test/**',
  '**/testing/**',
  '**/scripts/**',
  '**/webpack/**',
  '**/webpack.config.js',
  '**/module-federation.config.js',
  '**/jest.config.js',
  'e2e/**',
  'deploy/**',
];
/** Consumer contract tests drive every feature's requests from src/lib, as STYLE.md lays them out. */
const PACT_FILES = ['**/*.pact.test.ts', '**/*.pact-interactions.ts'];

const dirs = (dir) =>
  existsSync(path.join(root, dir))
    ? readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

/** A feature imports only its own folder, src/components, src/lib, portal-kit and contracts. */
const featureZones = REMOTES.flatMap((remote) =>
  dirs(`${remote}/src/features`).map((feature) => ({
    target: `./${remote}/src/features/${feature}`,
    from: `./${remote}/src/features`,
    except: [`./${feature}`],
    message: 'A feature imports only its own folder, src/components, src/lib and portal-kit.',
  })),
);

/** Shared folders of a remote never reach into a feature. */
const sharedFolderZones = REMOTES.flatMap((remote) =>
  ['components', 'lib'].map((folder) => ({
    target: `./${remote}/src/${folder}`,
    from: `./${remote}/src/features`,
    message: 'Shared code (src/components, src/lib) must not depend on a feature.',
  })),
);

const remoteZones = REMOTES.map((remote) => ({
  target: `./${remote}`,
  from: [...REMOTES.filter((other) => other !== remote).map((other) => `./${other}`), './shell'],
  message: 'No remote imports another remote or the shell: share through libs/ or contracts/.',
}));

const bffZones = BFFS.map((bff) => ({
  target: `./${bff}`,
  from: './core-service/src',
  message:
    "A BFF talks to core over HTTP: never import core-service's source (tests use @chess-portal/core-service/testing).",
}));

/**
 * core-service in layers (core-service/layers.json, drawn in core-service/README.md): a module imports only
 * from its own layer or below. The zone of a layer forbids every higher layer, the top files and every
 * domain's routes/ (routes are the top: they see the bound services).
 */
const coreLayers = JSON.parse(readFileSync(path.join(root, 'core-service/layers.json'), 'utf8'));
const coreSrc = (p) => `./core-service/src/${p}`;
const coreRouteFolders = [...new Set(coreLayers.layers.flatMap((l) => l.paths))]
  .filter((p) => !p.endsWith('.ts') && existsSync(path.join(root, 'core-service/src', p, 'routes')))
  .map((p) => coreSrc(`${p}/routes`));
/** A layer's files: a .ts path itself; a folder's files except its routes/ (which belong to the top). */
const layerTargets = (p) => (p.endsWith('.ts') ? [coreSrc(p)] : [coreSrc(`${p}/!(routes)/**`), coreSrc(`${p}/*.ts`)]);
const coreLayerZones = coreLayers.layers.map((layer, i) => ({
  target: layer.paths.flatMap(layerTargets),
  from: [
    ...coreLayers.layers.slice(i + 1).flatMap((l) => l.paths.map(coreSrc)),
    ...coreLayers.top.map(coreSrc),
    ...coreRouteFolders,
  ],
  message: `core-service layer "${layer.name}" imports only from its own layer or below (core-service/layers.json); reach a higher layer through a port bound in createServices or an outbox job.`,
}));

const libZones = [
  {
    target: './libs',
    from: [
      './shell',
      './core-service',
      './lichess-sandbox',
      ...REMOTES.map((r) => `./${r}`),
      ...BFFS.map((b) => `./${b}`),
    ],
    message: 'libs/ are shared by the apps and depend on none of them.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.data/**',
      'contracts/src/generated/**',
      'e2e/screenshots/**',
      'e2e/artifacts/**',
      'lichess-sandbox/vendor/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') })],
      // without it import-x skips every .ts/.tsx module (its default is .js/.mjs/.cjs): no-cycle checked nothing
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [...featureZones, ...sharedFolderZones, ...remoteZones, ...bffZones, ...libZones, ...coreLayerZones],
        },
      ],
    },
  },
  {
    files: PACT_FILES,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...remoteZones, ...bffZones, ...libZones] }],
    },
  },
  {
    // a core test drives the whole app (createServices, the routes), whatever layer it sits beside
    files: ['core-service/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...remoteZones, ...bffZones, ...libZones] }],
    },
  },
  {
    files: ['**/*.test.*', '**/test/**', '**/testing/**', 'jest.*.js', 'e2e/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  // every import is declared by the importing workspace (tooling hoisted in the root package.json
  // counts for all); workspace packages (@chess-portal/*) only ever in the workspace's own
  ...workspaces.map((workspace) => ({
    files: [`${workspace}/**`],
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { includeInternal: true, devDependencies: TEST_FILES, packageDir: [path.join(root, workspace), root] },
      ],
    },
  })),
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [
      ...REMOTES.map((r) => `${r}/src/**/*.tsx`),
      'shell/src/**/*.tsx',
      'libs/portal-kit/src/**/*.tsx',
      '**/src/**/*.ts',
    ],
    ignores: ['core-service/**', ...BFFS.map((b) => `${b}/**`), 'libs/service-kit/**', 'lichess-sandbox/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // the classic rules of hooks; the React Compiler rules (v7 'recommended') assume the compiler
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  prettier,
);
