// The edge's configuration (CONVENTIONS.md "Processes, ports, environment"), parsed once with zod.
import path from 'node:path';
import { bindAddress, networkEnv, urlList } from '@chess-portal/service-kit';
import { z } from 'zod';

// the browser reaches the edge directly unless a TLS proxy in front of it is listed here
const { HOST, PUBLIC_URL, TRUSTED_PROXIES } = networkEnv('none');

export const edgeEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  EDGE_PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST,
  PUBLIC_URL,
  TRUSTED_PROXIES,
  EDGE_MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(1).default(64),
  // the edge's /metrics for Prometheus on a port of its own (unset: only loopback callers on EDGE_PORT)
  EDGE_METRICS_PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  // one URL, or a comma-separated list of the BFF's instances (balanced round-robin)
  PLAYER_BFF_URL: urlList('http://127.0.0.1:8081'),
  ORGANIZER_BFF_URL: urlList('http://127.0.0.1:8082'),
  ADMIN_BFF_URL: urlList('http://127.0.0.1:8083'),
  REMOTE_PLAYER_MANIFEST: z.string().min(1).default('/mfe/player/mf-manifest.json'),
  REMOTE_ORGANIZER_MANIFEST: z.string().min(1).default('/mfe/organizer/mf-manifest.json'),
  REMOTE_ADMIN_MANIFEST: z.string().min(1).default('/mfe/admin/mf-manifest.json'),
  SHELL_DIST_DIR: z
    .string()
    .min(1)
    .default(path.resolve(__dirname, '..', 'dist')),
});
export type EdgeEnv = z.infer<typeof edgeEnvSchema>;

export type EdgeConfig = {
  /** each BFF's instances */
  bff: { player: string[]; organizer: string[]; admin: string[] };
  /** Written to GET /remotes.json: container name → manifest URL. */
  remotes: { mfe_player: string; mfe_organizer: string; mfe_admin: string };
  shellDistDir: string;
  /** the portal's address in the browser; https there (in production) means HSTS */
  publicUrl: string;
  production: boolean;
  /** proxies in front of the edge whose X-Forwarded-For hop is believed (none by default) */
  trustedProxies: string[];
  maxConnectionsPerIp: number;
  host: string;
  metricsPort?: number;
};

export function edgeConfigFrom(env: EdgeEnv): EdgeConfig {
  return {
    bff: { player: env.PLAYER_BFF_URL, organizer: env.ORGANIZER_BFF_URL, admin: env.ADMIN_BFF_URL },
    remotes: {
      mfe_player: env.REMOTE_PLAYER_MANIFEST,
      mfe_organizer: env.REMOTE_ORGANIZER_MANIFEST,
      mfe_admin: env.REMOTE_ADMIN_MANIFEST,
    },
    shellDistDir: path.resolve(env.SHELL_DIST_DIR),
    publicUrl: env.PUBLIC_URL.replace(/\/+$/, ''),
    production: env.NODE_ENV === 'production',
    trustedProxies: env.TRUSTED_PROXIES,
    maxConnectionsPerIp: env.EDGE_MAX_CONNECTIONS_PER_IP,
    host: bindAddress(env.HOST, env.NODE_ENV),
    metricsPort: env.EDGE_METRICS_PORT,
  };
}

/** Origins the shell's pages load remotes from: those of absolute manifest URLs on another origin. */
export function remoteOrigins({ remotes, publicUrl }: Pick<EdgeConfig, 'remotes' | 'publicUrl'>): string[] {
  const own = new URL(publicUrl).origin;
  const origins = Object.values(remotes)
    .filter((manifest) => /^https?:\/\//i.test(manifest))
    .map((manifest) => new URL(manifest).origin)
    .filter((origin) => origin !== own);
  return [...new Set(origins)];
}

/** HSTS and upgrade-insecure-requests only for a production portal served over https. */
export const servedOverHttps = ({ production, publicUrl }: Pick<EdgeConfig, 'production' | 'publicUrl'>) =>
  production && new URL(publicUrl).protocol === 'https:';

/** The browser-facing server: slow clients get 10 s for their headers and 30 s for a whole request. */
export const EDGE_TIMEOUTS = { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5_000 };
