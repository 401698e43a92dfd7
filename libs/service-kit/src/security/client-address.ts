// The client's address behind trusted proxies only (TRUSTED_PROXIES): X-Forwarded-For is read from the
// right, hop by hop, while the hop is a trusted proxy, so a client cannot pick its own address.
// Koa's own `proxy: true` trusted the header from anyone (per-address limits could be escaped by
// calling a BFF directly with a made-up X-Forwarded-For).
import type { IncomingMessage } from 'node:http';
import type { Middleware } from 'koa';
import proxyAddr from 'proxy-addr';

/** 'loopback, 10.0.0.0/8' → ['loopback', '10.0.0.0/8']; '' or 'none' → [] (trust no proxy). */
export function parseTrustedProxies(spec: string): string[] {
  const list = spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length === 1 && list[0] === 'none' ? [] : list;
}

/** False for a malformed entry (for the zod schemas of the environment). */
export const isValidTrustList = (spec: string): boolean => {
  try {
    proxyAddr.compile(parseTrustedProxies(spec));
    return true;
  } catch {
    return false;
  }
};

export type TrustFn = (address: string, hop: number) => boolean;

export const compileTrust = (trusted: string[]): TrustFn => proxyAddr.compile(trusted);

/** The address of the client that sent `req`, behind the trusted proxies. */
export const clientAddressOf = (req: IncomingMessage, trust: TrustFn): string => proxyAddr(req, trust);

/** Sets `ctx.ip` (used by the per-address limits) from the socket and the trusted hops of X-Forwarded-For. */
export function clientAddress(trusted: string[]): Middleware {
  // trusting no proxy, the client is the socket's peer (what proxy-addr answers, without parsing X-Forwarded-For)
  if (!trusted.length) {
    return (ctx, next) => {
      ctx.request.ip = ctx.req.socket.remoteAddress ?? '';
      return next();
    };
  }
  const trust = compileTrust(trusted);
  return (ctx, next) => {
    // without X-Forwarded-For there is no hop to believe: the socket's peer, as proxy-addr would answer
    ctx.request.ip =
      ctx.req.headers['x-forwarded-for'] === undefined
        ? (ctx.req.socket.remoteAddress ?? '')
        : clientAddressOf(ctx.req, trust);
    return next();
  };
}
