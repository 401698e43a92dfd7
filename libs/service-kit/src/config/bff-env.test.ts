import { bffEnvSchema } from './bff-env';

const schema = bffEnvSchema({ portVar: 'BFF_PLAYER_PORT', defaultPort: 8081, defaultDistDir: '/repo/mfe-player/dist' });

describe('bffEnvSchema', () => {
  it('has development defaults', () => {
    const env = schema.parse({});
    expect(env).toMatchObject({ port: 8081, coreUrl: 'http://localhost:8090', mfeDistDir: '/repo/mfe-player/dist', nodeEnv: 'development' });
    expect(env.sessionKeys.length).toBe(1);
  });

  it('reads the port, core URL and comma-separated session keys', () => {
    const env = schema.parse({
      BFF_PLAYER_PORT: '9001',
      CORE_URL: 'http://core:8090',
      CORE_SERVICE_TOKEN: 'a-service-token-of-length',
      SESSION_KEYS: 'first-key-0123456789, second-key-0123456789',
      MFE_DIST_DIR: '/srv/mfe',
    });
    expect(env).toEqual({
      nodeEnv: 'development',
      port: 9001,
      coreUrl: 'http://core:8090',
      coreServiceToken: 'a-service-token-of-length',
      sessionKeys: ['first-key-0123456789', 'second-key-0123456789'],
      mfeDistDir: '/srv/mfe',
    });
  });

  it('requires the secrets in production and refuses weak ones', () => {
    const prod = schema.safeParse({ NODE_ENV: 'production' });
    expect(prod.success).toBe(false);
    const paths = prod.success ? [] : prod.error.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['CORE_SERVICE_TOKEN', 'SESSION_KEYS']));
    expect(schema.safeParse({ SESSION_KEYS: 'short' }).success).toBe(false);
    expect(schema.safeParse({ BFF_PLAYER_PORT: 'eighty' }).success).toBe(false);
  });
});
