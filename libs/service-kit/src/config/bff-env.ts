// The environment every BFF reads (CONVENTIONS.md): port, core URL(s) and token, session keys, remote
// dist folder, and the security settings (bind address, the portal's origin, trusted proxies).
// Secrets have development defaults only outside production.
import { z } from 'zod';
import { urlList } from '../balancing/balancer';
import { isValidTrustList, parseTrustedProxies } from '../security/client-address';
import { DEFAULT_PUBLIC_URL } from '../security/origins';

const DEV_TOKEN = 'dev-core-service-token';
const DEV_SESSION_KEYS = 'dev-session-key-change-me';

export type BffEnvOptions = { portVar: string; defaultPort: number; defaultDistDir: string };

export type BffEnv = {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  /** core's instances (CORE_URL: one URL or a comma-separated list, balanced round-robin) */
  coreUrls: string[];
  coreServiceToken: string;
  sessionKeys: string[];
  mfeDistDir: string;
  /** address to bind: 127.0.0.1 outside production, all interfaces (0.0.0.0) in production */
  host: string;
  /** the portal's address in the browser, without a trailing slash */
  publicUrl: string;
  /** further origins allowed to send state-changing requests (dev servers on other ports) */
  trustedOrigins: string[];
  /** proxies whose X-Forwarded-For hop is believed (proxy-addr names, addresses or CIDRs) */
  trustedProxies: string[];
};

export const splitKeys = (value: string) =>
  value
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);

const emptyAsUnset = (v: unknown) => (v === '' ? undefined : v);

/** HOST, PUBLIC_URL, TRUSTED_ORIGINS, TRUSTED_PROXIES: shared by the BFFs and the edge. */
export const networkEnv = (defaultTrustedProxies: string) => ({
  HOST: z.preprocess(emptyAsUnset, z.string().min(1).optional()),
  PUBLIC_URL: z.preprocess(emptyAsUnset, z.url({ protocol: /^https?$/ }).default(DEFAULT_PUBLIC_URL)),
  TRUSTED_ORIGINS: z
    .string()
    .default('')
    .transform(splitKeys)
    .refine((list) => list.every((o) => URL.canParse(o) && /^https?:$/.test(new URL(o).protocol)), {
      message: 'comma-separated http(s) origins, e.g. http://localhost:3000',
    }),
  TRUSTED_PROXIES: z
    .string()
    .default(defaultTrustedProxies)
    .refine(isValidTrustList, {
      message: 'comma-separated addresses, CIDR ranges or loopback / linklocal / uniquelocal',
    })
    .transform(parseTrustedProxies),
});

/** Loopback outside production, so a laptop on a network does not offer the services to it. */
export const bindAddress = (host: string | undefined, nodeEnv: string) =>
  host ?? (nodeEnv === 'production' ? '0.0.0.0' : '127.0.0.1');

const common = (defaultDistDir: string) => ({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  CORE_URL: urlList('http://127.0.0.1:8090'),
  CORE_SERVICE_TOKEN: z.string().min(16).optional(),
  SESSION_KEYS: z
    .string()
    .refine((v) => splitKeys(v).length > 0 && splitKeys(v).every((k) => k.length >= 16), {
      message: 'comma-separated keys of at least 16 characters each',
    })
    .optional(),
  MFE_DIST_DIR: z.string().min(1).default(defaultDistDir),
  // the BFFs sit behind the edge on the same machine; containers set their network (see compose)
  ...networkEnv('loopback'),
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
        coreUrls: env.CORE_URL,
        coreServiceToken: env.CORE_SERVICE_TOKEN ?? DEV_TOKEN,
        sessionKeys: splitKeys(env.SESSION_KEYS ?? DEV_SESSION_KEYS),
        mfeDistDir: env.MFE_DIST_DIR,
        host: bindAddress(env.HOST, env.NODE_ENV),
        publicUrl: env.PUBLIC_URL.replace(/\/+$/, ''),
        trustedOrigins: env.TRUSTED_ORIGINS,
        trustedProxies: env.TRUSTED_PROXIES,
      };
    });
}
