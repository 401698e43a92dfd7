// The environment every BFF reads (CONVENTIONS.md): port, core URL and token, session keys, remote
// dist folder. Secrets have development defaults only outside production.
import { z } from 'zod';

const DEV_TOKEN = 'dev-core-service-token';
const DEV_SESSION_KEYS = 'dev-session-key-change-me';

export type BffEnvOptions = { portVar: string; defaultPort: number; defaultDistDir: string };

export type BffEnv = {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  coreUrl: string;
  coreServiceToken: string;
  sessionKeys: string[];
  mfeDistDir: string;
};

export const splitKeys = (value: string) =>
  value
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);

const common = (defaultDistDir: string) => ({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  CORE_URL: z.url().default('http://localhost:8090'),
  CORE_SERVICE_TOKEN: z.string().min(16).optional(),
  SESSION_KEYS: z
    .string()
    .refine((v) => splitKeys(v).length > 0 && splitKeys(v).every((k) => k.length >= 16), {
      message: 'comma-separated keys of at least 16 characters each',
    })
    .optional(),
  MFE_DIST_DIR: z.string().min(1).default(defaultDistDir),
});

type CommonEnv = z.infer<z.ZodObject<ReturnType<typeof common>>>;

export function bffEnvSchema({ portVar, defaultPort, defaultDistDir }: BffEnvOptions): z.ZodType<BffEnv, unknown> {
  return z
    .object({ ...common(defaultDistDir), [portVar]: z.coerce.number().int().min(0).max(65535).default(defaultPort) })
    .superRefine((raw, ctx) => {
      const env = raw as CommonEnv;
      if (env.NODE_ENV !== 'production') return;
      for (const name of ['CORE_SERVICE_TOKEN', 'SESSION_KEYS'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required in production' });
      }
    })
    .transform((raw): BffEnv => {
      const env = raw as CommonEnv & Record<string, unknown>;
      return {
        nodeEnv: env.NODE_ENV,
        port: env[portVar] as number,
        coreUrl: env.CORE_URL,
        coreServiceToken: env.CORE_SERVICE_TOKEN ?? DEV_TOKEN,
        sessionKeys: splitKeys(env.SESSION_KEYS ?? DEV_SESSION_KEYS),
        mfeDistDir: env.MFE_DIST_DIR,
      };
    });
}
