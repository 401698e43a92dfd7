// bff-organizer's environment (CONVENTIONS.md), parsed once with zod; bad config refuses to start.
// PUBLIC_URL (default http://localhost:8080): the portal's address in the browser; Lichess sends the
// organizer back to PUBLIC_URL/api/lichess/oauth/callback.
import path from 'node:path';
import { bffEnvSchema, parseEnv, type BffEnv } from '@chess-portal/service-kit';
import { z } from 'zod';

export const envSchema = bffEnvSchema({
  portVar: 'BFF_ORGANIZER_PORT',
  defaultPort: 8082,
  defaultDistDir: path.resolve(__dirname, '../../../mfe-organizer/dist'),
});

export const DEFAULT_PUBLIC_URL = 'http://localhost:8080';

export const publicUrlSchema = z
  .object({
    PUBLIC_URL: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.url({ protocol: /^https?$/ }).default(DEFAULT_PUBLIC_URL),
    ),
  })
  .transform((env) => env.PUBLIC_URL.replace(/\/+$/, ''));

export type OrganizerEnv = BffEnv & { publicUrl: string };

export const loadEnv = (env: NodeJS.ProcessEnv = process.env): OrganizerEnv => ({
  ...parseEnv(envSchema, env),
  publicUrl: parseEnv(publicUrlSchema, env),
});
