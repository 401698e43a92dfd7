// bff-organizer's environment (CONVENTIONS.md), parsed once with zod; bad config refuses to start.
import path from 'node:path';
import { bffEnvSchema, parseEnv, type BffEnv } from '@chess-portal/service-kit';

export const envSchema = bffEnvSchema({
  portVar: 'BFF_ORGANIZER_PORT',
  defaultPort: 8082,
  defaultDistDir: path.resolve(__dirname, '../../../mfe-organizer/dist'),
});

export const loadEnv = (): BffEnv => parseEnv(envSchema);
