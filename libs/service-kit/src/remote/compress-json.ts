// JSON answers over 1 KB compressed (brotli, else gzip) for a client that accepts it. A request without
// Accept-Encoding (service-to-service calls, load generators) skips the compressor entirely, so it pays
// nothing for it, not even the length check's JSON.stringify.
import compress from 'koa-compress';
import type { Middleware } from 'koa';
import { constants } from 'node:zlib';

export const COMPRESS_THRESHOLD_BYTES = 1024;

const JSON_TYPE = /^application\/(.+\+)?json\b/i;

export function compressJson(): Middleware {
  const compressor = compress({
    threshold: COMPRESS_THRESHOLD_BYTES,
    filter: (type) => JSON_TYPE.test(type),
    // quality 4: about gzip's speed at a smaller size, for answers made per request
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    gzip: { level: 6 },
    deflate: false,
  });
  return (ctx, next) => {
    if (!ctx.get('Accept-Encoding')) {
      ctx.vary('Accept-Encoding');
      return next();
    }
    return compressor(ctx, next);
  };
}
