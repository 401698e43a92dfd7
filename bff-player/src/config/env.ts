// bff-player's environment (CONVENTIONS.md), parsed once with zod; bad config refuses to start.
import path from 'node:path';
import { bffEnvSchema, parseEnv, type BffEnv } from '@chess-portal/service-kit';

export const envSchema = bffEnvSchema({
  portVar: 'BFF_PLAYER_PORT',
  defaultPort: 8081,
  defaultDistDir: path.resolve(__dirname, '../../../mfe-player/dist'),
});

export const loadEnv = (): BffEnv => parseEnv(envSchema);
