import { bffEnvSchema } from './bff-env';

const schema = bffEnvSchema({ portVar: 'BFF_PLAYER_PORT', defaultPort: 8081, defaultDistDir: '/repo/mfe-player/dist' });

describe('bffEnvSchema', () => {
  it('has development defaults', () => {
    const env = schema.parse({});
    expect(env).toMatchObject({
      port: 8081,
      coreUrls: ['http://127.0.0.1:8090'],
      mfeDistDir: '/repo/mfe-player/dist',
      nodeEnv: 'development',
    });
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
      coreUrls: ['http://core:8090'],
      coreServiceToken: 'a-service-token-of-length',
      sessionKeys: ['first-key-0123456789', 'second-key-0123456789'],
      mfeDistDir: '/srv/mfe',
      host: '127.0.0.1',
      publicUrl: 'http://localhost:8080',
      trustedOrigins: [],
      trustedProxies: ['loopback'],
    });
  });

  it('binds to loopback outside production and to every interface in production, unless HOST says otherwise', () => {
    expect(schema.parse({}).host).toBe('127.0.0.1');
    const secrets = { CORE_SERVICE_TOKEN: 'a-service-token-of-length', SESSION_KEYS: 'first-key-0123456789' };
    expect(schema.parse({ NODE_ENV: 'production', ...secrets }).host).toBe('0.0.0.0');
    expect(schema.parse({ NODE_ENV: 'production', HOST: '10.0.0.5', ...secrets }).host).toBe('10.0.0.5');
    expect(schema.parse({ HOST: '' }).host).toBe('127.0.0.1');
  });

  it('reads CORE_URL as one URL or a comma-separated list of instances, and refuses a bad entry', () => {
    expect(schema.parse({ CORE_URL: 'http://core-1:8090/, http://core-2:8090' }).coreUrls).toEqual([
      'http://core-1:8090',
      'http://core-2:8090',
    ]);
    expect(schema.safeParse({ CORE_URL: 'http://core-1:8090,not a url' }).success).toBe(false);
    expect(schema.safeParse({ CORE_URL: ' , ' }).success).toBe(false);
  });

  it('reads PUBLIC_URL, TRUSTED_ORIGINS and TRUSTED_PROXIES and refuses malformed ones', () => {
    const env = schema.parse({
      PUBLIC_URL: 'https://arena.example.org/',
      TRUSTED_ORIGINS: 'http://localhost:3000, https://staging.example.org',
      TRUSTED_PROXIES: 'loopback, 10.0.0.0/8',
    });
    expect(env).toMatchObject({
      publicUrl: 'https://arena.example.org',
      trustedOrigins: ['http://localhost:3000', 'https://staging.example.org'],
      trustedProxies: ['loopback', '10.0.0.0/8'],
    });
    expect(schema.parse({ TRUSTED_PROXIES: 'none' }).trustedProxies).toEqual([]);
    expect(schema.safeParse({ TRUSTED_PROXIES: '10.0.0.0/99' }).success).toBe(false);
    expect(schema.safeParse({ TRUSTED_ORIGINS: 'evil' }).success).toBe(false);
    expect(schema.safeParse({ PUBLIC_URL: 'ftp://arena.example.org' }).success).toBe(false);
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
