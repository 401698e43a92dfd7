// core-service's environment (CONVENTIONS.md), parsed once with zod. Secrets have development
// defaults only outside production; `NODE_ENV=production` without them refuses to start.
import { parseEnv } from '@chess-portal/service-kit';
import { z } from 'zod';

const DEV_TOKEN = 'dev-core-service-token';
export const DEV_ENCRYPTION_KEY = 'dev-token-encryption-key-change-me';

/** History retention: delivered outbox jobs and read notifications are kept this many days, purged in batches. */
export type RetentionConfig = { outboxDays: number; notificationDays: number; batch: number };
export const RETENTION_DEFAULTS: RetentionConfig = { outboxDays: 30, notificationDays: 90, batch: 5000 };

/** Rows a CSV export reads per query when EXPORT_BATCH_SIZE is not set. */
export const EXPORT_BATCH_DEFAULT = 500;

const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional());
const flag = z.preprocess((v) => v === 'true' || v === '1', z.boolean());
/** A switch that is on unless set to "false" or "0". */
const onByDefault = z.preprocess((v) => !(v === 'false' || v === '0'), z.boolean());

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    CORE_PORT: z.coerce.number().int().min(0).max(65535).default(8090),
    // address to bind: loopback outside production (the BFFs are on the same machine), all interfaces in production
    HOST: optionalText,
    DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
    PGLITE_DIR: optionalText,
    // how long core waits (with back-off) for a database that does not answer yet at start
    DATABASE_WAIT_SECONDS: z.coerce.number().min(0).max(3600).default(60),
    CORE_SERVICE_TOKEN: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16).optional()),
    LICHESS_URL: z.url().default('http://localhost:8099'),
    LICHESS_TEAM_ID: z.string().min(1).default('chess-school'),
    LICHESS_PLATFORM_TOKEN: optionalText,
    // Lichess's tournament-creation credits per account and day (240: lila's); only for an account Lichess gave
    // more, or for a load test against the sandbox with its limits off (npm run bench)
    LICHESS_CREATION_CREDITS_PER_DAY: z.coerce.number().int().min(1).default(240),
    TOKEN_ENCRYPTION_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16).optional()),
    SEED_DEMO: flag,
    // false in Kubernetes, where one Job per release migrates and the replicas only serve
    MIGRATE_ON_START: onByDefault,
    JOBS_ENABLED: onByDefault,
    CORE_TEST_CONTROL: flag,
    SMTP_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
    MAIL_FROM: z.string().min(3).default('Chess School Arena <no-reply@chess-school-arena.local>'),
    // how long the outbox worker waits for the SMTP server (connect, greeting, each answer); requests never wait
    SMTP_TIMEOUT_SECONDS: z.coerce.number().min(1).max(300).default(20),
    PUBLIC_URL: z.url().default('http://localhost:8080'),
    // history retention (docs/performance.md): delivered outbox jobs and read notifications older than this go
    OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(RETENTION_DEFAULTS.outboxDays),
    NOTIFICATION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(RETENTION_DEFAULTS.notificationDays),
    // rows each purge deletes per run at most (the purges run every 10 minutes)
    RETENTION_BATCH: z.coerce.number().int().min(1).max(100_000).default(RETENTION_DEFAULTS.batch),
    // rows a CSV export reads per query (the exports stream batch by batch: docs/performance.md)
    EXPORT_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(EXPORT_BATCH_DEFAULT),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    if (env.CORE_TEST_CONTROL)
      ctx.addIssue({ code: 'custom', path: ['CORE_TEST_CONTROL'], message: 'not allowed in production' });
    for (const key of ['CORE_SERVICE_TOKEN', 'TOKEN_ENCRYPTION_KEY'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required in production' });
    }
  })
  .transform((env) => ({
    nodeEnv: env.NODE_ENV,
    port: env.CORE_PORT,
    host: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl: env.DATABASE_URL,
    pgliteDir: env.PGLITE_DIR,
    databaseWaitMs: env.DATABASE_WAIT_SECONDS * 1000,
    serviceToken: env.CORE_SERVICE_TOKEN ?? DEV_TOKEN,
    lichessUrl: env.LICHESS_URL,
    lichessTeamId: env.LICHESS_TEAM_ID,
    lichessPlatformToken: env.LICHESS_PLATFORM_TOKEN,
    lichessCreationCreditsPerDay: env.LICHESS_CREATION_CREDITS_PER_DAY,
    tokenEncryptionKey: env.TOKEN_ENCRYPTION_KEY ?? DEV_ENCRYPTION_KEY,
    // demo logins are never seeded in production, whatever SEED_DEMO says
    seedDemo: env.SEED_DEMO && env.NODE_ENV !== 'production',
    migrateOnStart: env.MIGRATE_ON_START,
    jobsEnabled: env.JOBS_ENABLED,
    testControl: env.CORE_TEST_CONTROL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    smtpTimeoutMs: env.SMTP_TIMEOUT_SECONDS * 1000,
    publicUrl: env.PUBLIC_URL.replace(/\/+$/, ''),
    retention: {
      outboxDays: env.OUTBOX_RETENTION_DAYS,
      notificationDays: env.NOTIFICATION_RETENTION_DAYS,
      batch: env.RETENTION_BATCH,
    },
    exportBatch: env.EXPORT_BATCH_SIZE,
  }));

export type CoreEnv = z.infer<typeof envSchema>;

/** What createApp needs from the configuration (tests pass it directly). */
export type AppConfig = Pick<CoreEnv, 'serviceToken'> &
  Partial<
    Pick<
      CoreEnv,
      | 'smtpUrl'
      | 'smtpTimeoutMs'
      | 'mailFrom'
      | 'publicUrl'
      | 'tokenEncryptionKey'
      | 'lichessPlatformToken'
      | 'lichessCreationCreditsPerDay'
      | 'retention'
      | 'exportBatch'
    >
  >;

export const loadEnv = (env: NodeJS.ProcessEnv = process.env): CoreEnv => parseEnv(envSchema, env);
