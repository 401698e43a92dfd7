import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === undefined || v === 'true' || v === '1');

const schema = z.object({
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(8099),
  NODE_ENV: z.string().optional(),
  /** interface to bind; unset: loopback (the control API mints tokens for anyone), all interfaces in production images */
  SANDBOX_HOST: z.string().min(1).optional(),
  /** load the fixture users and teams (on unless "false") */
  SANDBOX_FIXTURES: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type SandboxEnv = z.infer<typeof schema>;

/** Parse the environment once; refuse to start on bad values. */
export function loadEnv(env: NodeJS.ProcessEnv): SandboxEnv {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid lichess-sandbox environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return parsed.data;
}

/** Where the sandbox listens: SANDBOX_HOST, else loopback, except in a production image (staging). */
export const sandboxHost = (env: SandboxEnv): string => env.SANDBOX_HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');
