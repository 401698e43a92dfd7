import { loadEnv, publicUrlSchema } from './env';

describe('bff-organizer environment', () => {
  it('reads PUBLIC_URL without a trailing slash, default http://localhost:8080', () => {
    expect(loadEnv({ PUBLIC_URL: 'https://arena.example.org/' }).publicUrl).toBe('https://arena.example.org');
    expect(loadEnv({}).publicUrl).toBe('http://localhost:8080');
    expect(loadEnv({ PUBLIC_URL: '' }).publicUrl).toBe('http://localhost:8080');
  });

  it('refuses a PUBLIC_URL that is not an http(s) URL', () => {
    expect(publicUrlSchema.safeParse({ PUBLIC_URL: 'arena' }).success).toBe(false);
    expect(publicUrlSchema.safeParse({ PUBLIC_URL: 'ftp://arena.example.org' }).success).toBe(false);
  });
});
