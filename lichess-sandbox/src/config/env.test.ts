import { loadEnv, sandboxHost } from './env';

describe('sandbox environment', () => {
  it('defaults to port 8099 with fixtures on', () => {
    expect(loadEnv({})).toMatchObject({ SANDBOX_PORT: 8099, SANDBOX_FIXTURES: true, LOG_LEVEL: 'info' });
  });

  it('turns fixtures off only for "false"/"0" and refuses bad values', () => {
    expect(loadEnv({ SANDBOX_FIXTURES: 'false' }).SANDBOX_FIXTURES).toBe(false);
    expect(loadEnv({ SANDBOX_FIXTURES: 'true', SANDBOX_PORT: '9000' })).toMatchObject({ SANDBOX_FIXTURES: true, SANDBOX_PORT: 9000 });
    expect(() => loadEnv({ SANDBOX_FIXTURES: 'maybe' })).toThrow(/SANDBOX_FIXTURES/);
    expect(() => loadEnv({ SANDBOX_PORT: 'eighty' })).toThrow(/SANDBOX_PORT/);
  });

  it('listens on loopback unless SANDBOX_HOST says otherwise (all interfaces in a production image)', () => {
    expect(sandboxHost(loadEnv({}))).toBe('127.0.0.1');
    expect(sandboxHost(loadEnv({ NODE_ENV: 'production' }))).toBe('0.0.0.0');
    expect(sandboxHost(loadEnv({ SANDBOX_HOST: '0.0.0.0' }))).toBe('0.0.0.0');
  });
});
