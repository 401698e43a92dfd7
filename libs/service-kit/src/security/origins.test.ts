import { allowedOrigins, originOf } from './origins';

describe('allowedOrigins', () => {
  it('is the origin of PUBLIC_URL plus the trusted ones', () => {
    expect(allowedOrigins({ publicUrl: 'https://Arena.example:443/app/', trustedOrigins: ['http://localhost:3000/'], production: true })).toEqual([
      'https://arena.example',
      'http://localhost:3000',
    ]);
  });

  it('admits the other loopback names of a loopback PUBLIC_URL outside production only', () => {
    expect(allowedOrigins({ publicUrl: 'http://localhost:8080', production: false })).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
    ]);
    expect(allowedOrigins({ publicUrl: 'http://localhost:8080', production: true })).toEqual(['http://localhost:8080']);
    expect(allowedOrigins({ publicUrl: 'http://arena.lan:8080', production: false })).toEqual(['http://arena.lan:8080']);
  });

  it('refuses a URL without an http(s) origin', () => {
    expect(() => originOf('data:text/plain,x')).toThrow();
  });
});
