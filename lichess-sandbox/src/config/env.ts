import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === undefined || v === 'true' || v === '1');

const schema = z.object({
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(8099),
  /** interface to bind; all interfaces when unset (like the other services) */
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
