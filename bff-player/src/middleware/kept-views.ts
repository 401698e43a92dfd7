// A read-model view of core kept per key (the dashboard's registrations, per player) as the JSON this
// BFF answers, with core's ETag. Each request still asks core, now with the kept ETag: core's 304 (the
// view's version stands; no query, no body) lets this BFF answer the kept JSON, so an unchanged view is
// neither sent by core nor parsed and serialized here again. The browser's own If-None-Match is
// answered by conditional GET (revalidated.ts) against the same ETag, so it still gets its 304.
import type { Conditional } from '@chess-portal/service-kit';
import type { Context } from 'koa';

type Kept = { etag: string; json: string };

/** Views kept at most; past it they start over (each is fetched again on its next request). */
const MAX_KEPT = 10_000;

export class KeptViews {
  private readonly kept = new Map<string, Kept>();

  constructor(private readonly maxEntries = MAX_KEPT) {}

  /**
   * Answers `key`'s view: `fetch(etag)` asks core, with the kept ETag when there is one, else the
   * browser's; a 304 for the kept ETag answers the kept JSON, a 304 for the browser's passes on.
   */
  async answer<D>(ctx: Context, key: string, fetch: (etag?: string) => Promise<Conditional<D>>): Promise<void> {
    const kept = this.kept.get(key);
    const answer = await fetch(kept?.etag ?? (ctx.get('If-None-Match') || undefined));
    if (answer.notModified) {
      if (answer.etag) ctx.set('ETag', answer.etag);
      if (kept && answer.etag === kept.etag) {
        ctx.type = 'application/json';
        ctx.body = kept.json;
      } else {
        ctx.status = 304;
      }
      return;
    }
    const json = JSON.stringify(answer.data);
    if (answer.etag) {
      if (this.kept.size >= this.maxEntries) this.kept.clear();
      this.kept.set(key, { etag: answer.etag, json });
      ctx.set('ETag', answer.etag);
    } else {
      this.kept.delete(key);
    }
    ctx.type = 'application/json';
    ctx.body = json;
  }
}
