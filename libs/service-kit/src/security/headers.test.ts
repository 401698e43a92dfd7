import Koa from 'koa';
import request from 'supertest';
import { headersSetBy, HSTS_MAX_AGE_S, securityHeaders } from './headers';

describe('headersSetBy', () => {
  it('lists the headers a middleware sets at once', () => {
    const headers = headersSetBy((_req, res, next) => {
      res.setHeader('X-One', '1');
      res.setHeader('Set-Cookie', ['a=1', 'b=2']);
      next();
    });
    expect(headers).toEqual([
      ['x-one', '1'],
      ['set-cookie', ['a=1', 'b=2']],
    ]);
  });

  it('refuses a middleware that finishes later (its headers could depend on the request)', () => {
    expect(() => headersSetBy((_req, _res, next) => setImmediate(next))).toThrow('did not finish at once');
  });
});

describe('securityHeaders', () => {
  const appWith = (https: boolean) => {
    const app = new Koa();
    app.use(securityHeaders({ https }));
    app.use((ctx) => (ctx.body = { ok: true }));
    return app.callback();
  };

  it("sets helmet's headers on every answer", async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await request(appWith(false)).get('/');
      expect(res.headers).toMatchObject({
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it.each([
    '/main.js',
    '/mfe/player/131.4d20290ec0.js',
    '/theme.css',
    '/icon.PNG',
    '/api/events',
    '/api/organizer/events',
    '/api/admin/events',
  ])(
    '%s: a subresource or live-update stream keeps nosniff, CORP and HSTS, without the document-only headers',
    async (path) => {
      const res = await request(appWith(true)).get(path);
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
        'strict-transport-security': `max-age=${HSTS_MAX_AGE_S}`,
      });
      for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'x-xss-protection'])
        expect(res.headers[name]).toBeUndefined();
    },
  );

  it.each([
    '/',
    '/tournaments/42',
    '/index.html',
    '/mfe/player/mf-manifest.json',
    '/logo.svg',
    '/api/export.js',
    '/api/events/missed',
  ])('%s: a page, JSON, SVG or API answer keeps every header', async (path) => {
    const res = await request(appWith(false)).get(path);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('adds HSTS for a portal served over https', async () => {
    const res = await request(appWith(true)).get('/');
    expect(res.headers['strict-transport-security']).toBe(`max-age=${HSTS_MAX_AGE_S}`);
  });
});
