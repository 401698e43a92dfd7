import { envSchema } from './env';

describe('core-service e-mail environment', () => {
  it('defaults to the outbox, the local portal address and a no-reply sender', () => {
    expect(envSchema.parse({})).toMatchObject({
      smtpUrl: undefined,
      publicUrl: 'http://localhost:8080',
      mailFrom: 'Chess School Arena <no-reply@chess-school-arena.local>',
    });
    expect(envSchema.parse({ SMTP_URL: '' }).smtpUrl).toBeUndefined();
  });

  it('reads SMTP_URL, MAIL_FROM and PUBLIC_URL (without a trailing slash)', () => {
    const env = envSchema.parse({
      SMTP_URL: 'smtp://u:p@mail.example.com:587',
      MAIL_FROM: 'Arena <a@example.com>',
      PUBLIC_URL: 'https://arena.example.org/',
    });
    expect(env).toMatchObject({
      smtpUrl: 'smtp://u:p@mail.example.com:587',
      mailFrom: 'Arena <a@example.com>',
      publicUrl: 'https://arena.example.org',
    });
  });

  it('refuses a PUBLIC_URL or SMTP_URL that is not a URL', () => {
    expect(envSchema.safeParse({ PUBLIC_URL: 'arena' }).success).toBe(false);
    expect(envSchema.safeParse({ SMTP_URL: 'mail server' }).success).toBe(false);
  });
});
