/**
 * @jest-environment node
 */
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own CommonJS config
const { createAppConfig, runtimeCoreSubset } = require('./app-config') as {
  createAppConfig: (opts: {
    dir: string;
    federation: { name: string; exposes?: Record<string, string> };
    title: string;
    host?: boolean;
  }) => (env: unknown, argv: { mode: string }) => WebpackConfig | WebpackConfig[];
  runtimeCoreSubset: () => string[];
};

type Federation = { _options: { experiments?: Record<string, unknown>; runtimePlugins?: string[] } };
type WebpackConfig = {
  name?: string;
  entry: Record<string, string>;
  plugins: unknown[];
  output: { path: string; clean: unknown };
};

const repo = path.resolve(__dirname, '..', '..', '..');
const federationOf = (config: WebpackConfig) =>
  config.plugins.find((p) => (p as object).constructor.name === 'ModuleFederationPlugin') as Federation;

function configOf(app: string, host = false) {
  const dir = path.join(repo, app);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the app's own CommonJS config
  const federation = require(path.join(dir, 'module-federation.config.js'));
  return createAppConfig({ dir, federation, title: app, host })({}, { mode: 'production' });
}

describe('one federation runtime per page (issue 25)', () => {
  it("builds a remote without its own runtime, plus its standalone page's federation-runtime.js", () => {
    const configs = configOf('mfe-player') as WebpackConfig[];
    expect(configs.map((c) => c.name ?? 'app')).toEqual(['app', 'federation-runtime']);
    const [app, runtime] = configs;
    expect(federationOf(app)._options.experiments).toMatchObject({ externalRuntime: true });
    expect(runtime.output.path).toBe(app.output.path);
    expect(runtime.output.clean).toBe(false);
    expect(Object.keys(runtime.entry)).toEqual(['federation-runtime']);
    // the remote's clean keeps what the second compilation writes into the same folder
    const { keep } = app.output.clean as { keep: (file: string) => boolean };
    expect(['federation-runtime.js', 'federation-runtime.js.br', 'main.js'].map(keep)).toEqual([true, true, false]);
  });

  it('builds the shell with the runtime it provides to the remotes', () => {
    const shell = configOf('shell', true) as WebpackConfig;
    const { experiments, runtimePlugins } = federationOf(shell)._options;
    expect(experiments).not.toHaveProperty('externalRuntime');
    expect(runtimePlugins).toEqual([path.join(__dirname, 'provide-federation-runtime.js')]);
  });

  it('provides only names the installed runtime exports', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the installed runtime itself
    const runtimeCore = require('@module-federation/runtime-core') as Record<string, unknown>;
    const names = runtimeCoreSubset();
    expect(names).toContain('ModuleFederation');
    expect(names.filter((name) => runtimeCore[name] === undefined)).toEqual([]);
  });
});
