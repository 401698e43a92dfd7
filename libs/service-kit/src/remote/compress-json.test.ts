import Koa from 'koa';
import request from 'supertest';
import { compressJson, COMPRESS_THRESHOLD_BYTES } from './compress-json';

function app(body: unknown, type?: string) {
  const koa = new Koa();
  koa.use(compressJson());
  koa.use((ctx) => {
    ctx.body = body;
    if (type) ctx.type = type;
  });
  return koa.callback();
}

const big = { items: Array.from({ length: 100 }, (_, i) => ({ id: `t${i}`, name: 'Spring Open' })) };

describe('compressJson', () => {
  // supertest (superagent) decodes brotli and gzip itself: the body below is the decoded one
  it('compresses JSON over 1 KB with brotli for a browser that accepts it, else gzip', async () => {
    expect(JSON.stringify(big).length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const br = await request(app(big)).get('/').set('Accept-Encoding', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-length']).toBeUndefined();
    expect(br.body).toEqual(big);
    const gz = await request(app(big)).get('/').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toEqual(big);
  });

  it('leaves small JSON, other types and clients without Accept-Encoding alone', async () => {
    const small = await request(app({ ok: true }))
      .get('/')
      .set('Accept-Encoding', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toEqual({ ok: true });
    const text = await request(app('x'.repeat(5000), 'text/plain'))
      .get('/')
      .set('Accept-Encoding', 'br');
    expect(text.headers['content-encoding']).toBeUndefined();
    const none = await request(app(big)).get('/').set('Accept-Encoding', '');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.headers.vary).toBe('Accept-Encoding');
    expect(none.body).toEqual(big);
  });
});
