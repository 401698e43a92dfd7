// The edge's configuration (CONVENTIONS.md "Processes, ports, environment"), parsed once with zod.
import path from 'node:path';
import { z } from 'zod';

const url = z.url({ protocol: /^https?$/ });

export const edgeEnvSchema = z.object({
  EDGE_PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  PLAYER_BFF_URL: url.default('http://localhost:8081'),
  ORGANIZER_BFF_URL: url.default('http://localhost:8082'),
  ADMIN_BFF_URL: url.default('http://localhost:8083'),
  REMOTE_PLAYER_MANIFEST: z.string().min(1).default('/mfe/player/mf-manifest.json'),
  REMOTE_ORGANIZER_MANIFEST: z.string().min(1).default('/mfe/organizer/mf-manifest.json'),
  REMOTE_ADMIN_MANIFEST: z.string().min(1).default('/mfe/admin/mf-manifest.json'),
  SHELL_DIST_DIR: z.string().min(1).default(path.resolve(__dirname, '..', 'dist')),
});
export type EdgeEnv = z.infer<typeof edgeEnvSchema>;

export type EdgeConfig = {
  bff: { player: string; organizer: string; admin: string };
  /** Written to GET /remotes.json: container name → manifest URL. */
  remotes: { mfe_player: string; mfe_organizer: string; mfe_admin: string };
  shellDistDir: string;
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
  };
}
