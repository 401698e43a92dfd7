import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Koa from 'koa';
import request from 'supertest';
import { errorHandler } from '../error-handler';
import { createLogger } from '../logger';
import { IMMUTABLE, NO_CACHE, cacheControlFor, serveRemote } from './serve-remote';

function distWithFiles() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mfe-dist-'));
  mkdirSync(path.join(dir, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"mfe_player"}');
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var mfe_player;');
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
  writeFileSync(path.join(dir, 'static', 'js', '__federation_expose_app.3f2a1b9c0d.js'), 'export {}');
  writeFileSync(path.join(dir, 'logo.svg'), '<svg/>');
  // the build's pre-compressed variants (compression-webpack-plugin)
  const chunk = `var chunk = "${'x'.repeat(4000)}";`;
  writeFileSync(path.join(dir, 'static', 'js', '123.0123abcdef.js'), chunk);
  writeFileSync(path.join(dir, 'static', 'js', '123.0123abcdef.js.br'), brotliCompressSync(chunk));
  writeFileSync(path.join(dir, 'static', 'js', '123.0123abcdef.js.gz'), gzipSync(chunk));
  return { dir, chunk };
}

function app(distDir: string) {
  const koa = new Koa();
  koa.use(errorHandler({ logger: createLogger('test') }));
  koa.use(serveRemote({ role: 'player', distDir }));
  koa.use((ctx) => {
    ctx.body = { fallthrough: true };
  });
  return koa.callback();
}

describe('serveRemote', () => {
  const { dir: dist, chunk } = distWithFiles();
  const chunkPath = '/mfe/player/static/js/123.0123abcdef.js';
  // supertest (superagent) decodes brotli and gzip itself: the text below is the decoded one
  const text = async (req: request.Test) => {
    const res = await req.buffer(true).parse((stream, done) => {
      let body = '';
      stream.setEncoding('utf8');
      stream.on('data', (part: string) => (body += part));
      stream.on('end', () => done(null, body));
    });
    return { ...res, text: res.body as string };
  };

  it('sends the brotli variant to a browser that accepts br, with Content-Encoding and Vary', async () => {
    const res = await text(request(app(dist)).get(chunkPath).set('Accept-Encoding', 'gzip, deflate, br'));
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(chunk).length);
    expect(res.text).toBe(chunk);
  });

  it('sends the gzip variant to a browser that accepts only gzip', async () => {
    const res = await text(request(app(dist)).get(chunkPath).set('Accept-Encoding', 'gzip'));
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(gzipSync(chunk).length);
    expect(res.text).toBe(chunk);
  });

  it('sends the file as is without Accept-Encoding, or when the build wrote no variant', async () => {
    const plain = await text(request(app(dist)).get(chunkPath).set('Accept-Encoding', 'identity'));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.text).toBe(chunk);
    const small = await request(app(dist)).get('/mfe/player/remoteEntry.js').set('Accept-Encoding', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.text).toBe('var mfe_player;');
  });

  it('serves hashed files as immutable for a year', async () => {
    const res = await request(app(dist)).get('/mfe/player/static/js/__federation_expose_app.3f2a1b9c0d.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    // never revalidated, so no Last-Modified to send
    expect(res.headers['last-modified']).toBeUndefined();
  });

  it.each(['mf-manifest.json', 'remoteEntry.js', 'index.html', ''])('never caches the entry file %p', async (file) => {
    const res = await request(app(dist)).get(`/mfe/player/${file}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    // revalidated on every use: Last-Modified lets an unchanged file answer 304
    expect(res.headers['last-modified']).toEqual(expect.any(String));
  });

  it('answers 404 JSON for missing files and paths outside the folder', async () => {
    for (const p of ['/mfe/player/nope.js', '/mfe/player/../package.json', '/mfe/player/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await request(app(dist)).get(p);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'File not found' });
    }
  });

  it('answers 404 JSON when the remote has not been built', async () => {
    const res = await request(app(path.join(dist, 'missing'))).get('/mfe/player/mf-manifest.json');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'File not found' });
  });

  it('leaves other paths and other roles alone', async () => {
    expect((await request(app(dist)).get('/mfe/admin/remoteEntry.js')).body).toEqual({ fallthrough: true });
    expect((await request(app(dist)).get('/api/tournaments')).body).toEqual({ fallthrough: true });
  });

  it('classifies files by name', () => {
    expect(cacheControlFor('main.0123abcd.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('src_app_tsx-abcdef0123456789.css')).toBe(IMMUTABLE);
    expect(cacheControlFor('logo.svg')).toBe(NO_CACHE);
    expect(cacheControlFor('/x/remoteEntry.js')).toBe(NO_CACHE);
    expect(cacheControlFor('main.0123abcd.js.br')).toBe(IMMUTABLE);
    expect(cacheControlFor('/x/remoteEntry.js.gz')).toBe(NO_CACHE);
  });
});
