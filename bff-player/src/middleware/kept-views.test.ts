// A kept view: core is asked with the kept ETag each time; its 304 answers the kept JSON (or the
// browser's 304), a new version replaces what is kept, and views of different keys never mix.
import type { Conditional } from '@chess-portal/service-kit';
import Koa from 'koa';
import request from 'supertest';
import { KeptViews } from './kept-views';
import { revalidated } from './revalidated';

type View = { name: string }[];

/** A fake core: one view per key with its version; records the ETag each call held. */
function fakeCore() {
  const views = new Map<string, { version: number; data: View }>();
  const sent: (string | undefined)[] = [];
  const fetch =
    (key: string) =>
    async (etag?: string): Promise<Conditional<View>> => {
      sent.push(etag);
      const view = views.get(key)!;
      const own = `"v${view.version}"`;
      return etag === own ? { etag: own, notModified: true } : { etag: own, notModified: false, data: view.data };
    };
  return { views, sent, fetch };
}

function appWith(kept: KeptViews, core: ReturnType<typeof fakeCore>) {
  const app = new Koa();
  for (const m of revalidated('private')) app.use(m);
  app.use((ctx) => kept.answer(ctx, ctx.get('X-Key'), core.fetch(ctx.get('X-Key'))));
  return app.callback();
}

describe('KeptViews: a view kept per key, revalidated with core on every request', () => {
  it('answers the kept JSON on core’s 304, the browser’s 304 on a match, and a new version at once', async () => {
    const core = fakeCore();
    core.views.set('anita', { version: 1, data: [{ name: 'Sunday Rapid' }] });
    const app = appWith(new KeptViews(), core);
    const poll = (etag?: string) => {
      const req = request(app).get('/').set('X-Key', 'anita');
      return etag ? req.set('If-None-Match', etag) : req;
    };

    const first = await poll();
    expect(first.status).toBe(200);
    expect(first.body).toEqual([{ name: 'Sunday Rapid' }]);
    expect(first.headers.etag).toBe('"v1"');
    expect(first.headers['content-type']).toMatch(/^application\/json/);

    const again = await poll();
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.etag).toBe('"v1"');
    expect((await poll('"v1"')).status).toBe(304);
    expect(core.sent).toEqual([undefined, '"v1"', '"v1"']);

    core.views.set('anita', { version: 2, data: [{ name: 'Sunday Rapid' }, { name: 'Blitz Cup' }] });
    const moved = await poll('"v1"');
    expect(moved.status).toBe(200);
    expect(moved.headers.etag).toBe('"v2"');
    expect(moved.body).toHaveLength(2);
    expect((await poll('"v2"')).status).toBe(304);
  });

  it('with nothing kept, passes the browser’s ETag on and its 304 back; keys never mix', async () => {
    const core = fakeCore();
    core.views.set('anita', { version: 3, data: [{ name: 'Anita’s' }] });
    core.views.set('ravi', { version: 4, data: [{ name: 'Ravi’s' }] });
    const app = appWith(new KeptViews(), core);
    expect((await request(app).get('/').set('X-Key', 'anita').set('If-None-Match', '"v3"')).status).toBe(304);
    expect(core.sent).toEqual(['"v3"']);
    expect((await request(app).get('/').set('X-Key', 'anita')).body).toEqual([{ name: 'Anita’s' }]);
    expect((await request(app).get('/').set('X-Key', 'ravi')).body).toEqual([{ name: 'Ravi’s' }]);
    expect((await request(app).get('/').set('X-Key', 'anita')).body).toEqual([{ name: 'Anita’s' }]);
    // a browser holding Ravi's ETag gets Anita's view, not a 304
    const crossed = await request(app).get('/').set('X-Key', 'anita').set('If-None-Match', '"v4"');
    expect(crossed.status).toBe(200);
    expect(crossed.body).toEqual([{ name: 'Anita’s' }]);
  });

  it('keeps answering once full (it starts over)', async () => {
    const core = fakeCore();
    for (const [i, key] of ['a', 'b', 'c'].entries()) core.views.set(key, { version: i, data: [{ name: key }] });
    const app = appWith(new KeptViews(2), core);
    for (const key of ['a', 'b', 'c', 'a', 'c', 'b']) {
      expect((await request(app).get('/').set('X-Key', key)).body).toEqual([{ name: key }]);
    }
  });
});
