// bff-admin's environment (CONVENTIONS.md), parsed once with zod; bad config refuses to start.
import path from 'node:path';
import { bffEnvSchema, parseEnv, type BffEnv } from '@chess-portal/service-kit';

export const envSchema = bffEnvSchema({
  portVar: 'BFF_ADMIN_PORT',
  defaultPort: 8083,
  defaultDistDir: path.resolve(__dirname, '../../../mfe-admin/dist'),
});

export const loadEnv = (): BffEnv => parseEnv(envSchema);
