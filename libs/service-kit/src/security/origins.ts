// The origins a browser may send state-changing requests from: the portal's own (PUBLIC_URL) plus a
// configured list (TRUSTED_ORIGINS, e.g. a dev server on another port). Outside production a loopback
// PUBLIC_URL also admits its other loopback names (localhost ↔ 127.0.0.1 ↔ [::1], same port).
export const DEFAULT_PUBLIC_URL = 'http://localhost:8080';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** 'https://Arena.example:443/x' → 'https://arena.example' (what browsers send in `Origin`). */
export function originOf(url: string): string {
  const origin = new URL(url).origin;
  if (origin === 'null') throw new Error(`${url} has no http(s) origin`);
  return origin;
}

export type AllowedOriginsOptions = { publicUrl: string; trustedOrigins?: string[]; production: boolean };

export function allowedOrigins({ publicUrl, trustedOrigins = [], production }: AllowedOriginsOptions): string[] {
  const own = new URL(publicUrl);
  const origins = [originOf(publicUrl), ...trustedOrigins.map(originOf)];
  if (!production && LOOPBACK_NAMES.includes(own.hostname)) {
    for (const name of LOOPBACK_NAMES) origins.push(originOf(`${own.protocol}//${name}${own.port ? `:${own.port}` : ''}`));
  }
  return [...new Set(origins)];
}
