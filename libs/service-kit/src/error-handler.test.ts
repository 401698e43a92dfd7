import Koa from 'koa';
import { bodyParser } from '@koa/bodyparser';
import { deflateSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { errorHandler } from './error-handler';
import {
  HttpError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  serviceUnavailable,
  tooManyRequests,
  unauthorized,
} from './http-error';
import { createLogger } from './logger';
import { serveOnLoopback } from './testing/loopback';

class DomainError extends Error {}

function appThrowing(thrower: () => unknown) {
  const logger = createLogger('test');
  const logged: unknown[] = [];
  logger.error = ((obj: unknown) => void logged.push(obj)) as typeof logger.error;
  const app = new Koa();
  app.use(
    errorHandler({ logger, mapError: (err) => (err instanceof DomainError ? conflict('Already exists') : undefined) }),
  );
  app.use(bodyParser({ jsonLimit: '10b' }));
  app.use(async (ctx) => {
    thrower();
    ctx.body = { ok: true, body: ctx.request.body };
  });
  return { app, logged };
}

describe('errorHandler', () => {
  it.each([
    [badRequest('Bad'), 400],
    [unauthorized('Who are you'), 401],
    [forbidden('No'), 403],
    [notFound('Gone'), 404],
    [conflict('Twice'), 409],
    [tooManyRequests('Slow down', 30), 429],
  ])('answers %p with its status and message', async (error, status) => {
    const { app } = appThrowing(() => {
      throw error;
    });
    const res = await request(app.callback()).get('/');
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ message: error.message });
  });

  it('sends Retry-After (whole seconds, at least 1) when the error carries one, and only then', async () => {
    for (const [error, header] of [
      [tooManyRequests('Slow down', 29.2), '30'],
      [serviceUnavailable('Database unavailable', 0), '1'],
      [serviceUnavailable('Lichess is not configured'), undefined],
    ] as const) {
      const res = await request(
        appThrowing(() => {
          throw error;
        }).app.callback(),
      ).get('/');
      expect([res.status, res.headers['retry-after'], res.body]).toEqual([
        error.status,
        header,
        { message: error.message },
      ]);
    }
  });

  it('maps domain errors through mapError', async () => {
    const { app } = appThrowing(() => {
      throw new DomainError('duplicate key value violates unique constraint "users_email"');
    });
    const res = await request(app.callback()).get('/');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Already exists' });
  });

  it('hides unknown errors behind a generic 500 and logs them', async () => {
    const { app, logged } = appThrowing(() => {
      throw new Error('select * from secret_table failed');
    });
    const res = await request(app.callback()).get('/');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'Internal server error' });
    expect(JSON.stringify(res.body)).not.toContain('secret_table');
    expect(logged).toHaveLength(1);
  });

  it('answers malformed JSON with 400 and a safe message', async () => {
    const { app } = appThrowing(() => undefined);
    const res = await request(app.callback()).post('/').set('Content-Type', 'application/json').send('{"a":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('answers a too large body with 413', async () => {
    const { app } = appThrowing(() => undefined);
    const res = await request(app.callback()).post('/').send({ text: 'much more than ten bytes' });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Request body is too large' });
  });

  it('lets successful requests through', async () => {
    const { app } = appThrowing(() => undefined);
    const res = await request(app.callback()).post('/').send({ a: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, body: { a: 1 } });
  });

  it('HttpError carries its status', () => {
    const err = new HttpError(418, 'Teapot');
    expect(err).toBeInstanceOf(Error);
    expect(err.status).toBe(418);
  });
});

describe('errorHandler and compressed request bodies (core parses them with the same body parser)', () => {
  it.each(['gzip', 'deflate', 'br'])(
    'answers a body that claims %s but is not compressed with 400, logging nothing',
    async (encoding) => {
      const { app, logged } = appThrowing(() => undefined);
      const res = await request(app.callback())
        .post('/')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .send('{}');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'The request body could not be decompressed' });
      expect(logged).toHaveLength(0);
    },
  );

  it('answers an unknown encoding with 415', async () => {
    const { app } = appThrowing(() => undefined);
    const res = await request(app.callback())
      .post('/')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'x-zip')
      .send('{}');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: 'Unsupported content type' });
  });

  it('still reads a truly compressed body', async () => {
    const { app } = appThrowing(() => undefined);
    const server = await serveOnLoopback(app);
    try {
      for (const [encoding, body] of [
        ['gzip', gzipSync('{"a":1}')],
        ['deflate', deflateSync('{"a":1}')],
      ] as const) {
        const headers = { 'Content-Type': 'application/json', 'Content-Encoding': encoding };
        const res = await fetch(server.url, { method: 'POST', headers, body });
        expect(await res.json()).toEqual({ ok: true, body: { a: 1 } });
      }
    } finally {
      await server.close();
    }
  });
});
