import { envSchema } from './env';

describe('core-service environment', () => {
  it('has working development defaults', () => {
    const env = envSchema.parse({});
    expect(env).toMatchObject({
      nodeEnv: 'development', port: 8090, databaseUrl: undefined, pgliteDir: undefined,
      serviceToken: 'dev-core-service-token', lichessUrl: 'http://localhost:8099', seedDemo: false,
    });
  });

  it('reads the documented variables', () => {
    const env = envSchema.parse({
      CORE_PORT: '9000', DATABASE_URL: 'postgres://app@db:5432/app', PGLITE_DIR: '.data/pglite',
      CORE_SERVICE_TOKEN: 'a-long-service-token', SEED_DEMO: 'true', LICHESS_TEAM_ID: 'my-school',
    });
    expect(env).toMatchObject({
      port: 9000, databaseUrl: 'postgres://app@db:5432/app', pgliteDir: '.data/pglite',
      serviceToken: 'a-long-service-token', seedDemo: true, lichessTeamId: 'my-school',
    });
  });

  it('refuses to run in production without secrets', () => {
    const result = envSchema.safeParse({ NODE_ENV: 'production' });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['CORE_SERVICE_TOKEN', 'TOKEN_ENCRYPTION_KEY']));
  });

  it('never seeds demo data in production', () => {
    const secrets = { CORE_SERVICE_TOKEN: 'a-long-service-token', TOKEN_ENCRYPTION_KEY: 'a-long-encryption-key' };
    expect(envSchema.parse({ ...secrets, NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(false);
    expect(envSchema.parse({ ...secrets, NODE_ENV: 'development', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('migrates on start unless MIGRATE_ON_START is false', () => {
    expect(envSchema.parse({}).migrateOnStart).toBe(true);
    expect(envSchema.parse({ MIGRATE_ON_START: 'true' }).migrateOnStart).toBe(true);
    expect(envSchema.parse({ MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
    expect(envSchema.parse({ MIGRATE_ON_START: '0' }).migrateOnStart).toBe(false);
  });

  it('refuses a bad port or a short token', () => {
    expect(envSchema.safeParse({ CORE_PORT: 'eighty' }).success).toBe(false);
    expect(envSchema.safeParse({ CORE_SERVICE_TOKEN: 'short' }).success).toBe(false);
  });
});
