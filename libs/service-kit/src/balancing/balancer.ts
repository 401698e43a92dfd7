// Round-robin over the instances of one service (the edge over a BFF's instances, a BFF over core's),
// given as a comma-separated list of URLs. An instance that refused a connection is passed over for
// `downForMs` while another one is available; a request retried after a failure goes to an instance it
// has not tried yet. No background probing: after `downForMs` the next request in turn tries the
// instance again, and a success takes it back at once.
import { z } from 'zod';

export type Balancer = {
  readonly targets: readonly string[];
  /**
   * The next target in turn that is not in `tried`, preferring those not marked down; undefined once
   * every target was tried.
   */
  pick(tried?: ReadonlySet<string>): string | undefined;
  /** The target refused a connection: pass it over for a while. */
  markDown(target: string): void;
  /** The target answered: use it in turn again. */
  markUp(target: string): void;
};

export type BalancerOptions = { downForMs?: number; now?: () => number };

export const DOWN_FOR_MS = 2_000;

export function roundRobin(
  targets: readonly string[],
  { downForMs = DOWN_FOR_MS, now = Date.now }: BalancerOptions = {},
): Balancer {
  if (!targets.length) throw new Error('roundRobin needs at least one target');
  const list = [...targets];
  const downUntil = new Map<string, number>();
  let cursor = 0;
  const isDown = (target: string) => (downUntil.get(target) ?? 0) > now();
  return {
    targets: list,
    pick(tried = new Set()) {
      let fallback: number | undefined;
      for (let step = 0; step < list.length; step += 1) {
        const index = (cursor + step) % list.length;
        const target = list[index];
        if (tried.has(target)) continue;
        if (isDown(target)) {
          fallback ??= index;
          continue;
        }
        cursor = (index + 1) % list.length;
        return target;
      }
      if (fallback === undefined) return undefined;
      cursor = (fallback + 1) % list.length;
      return list[fallback];
    },
    markDown(target) {
      downUntil.set(target, now() + downForMs);
    },
    markUp(target) {
      downUntil.delete(target);
    },
  };
}

/** Methods a proxy or client may send again after the connection broke mid-request (RFC 9110 §9.2.2, safe ones). */
export const RETRYABLE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Network error codes meaning the request never reached the instance (nothing to undo, so any request
 * may go to the next one). undici reports them on `cause`, sometimes inside an AggregateError.
 */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

function codesOf(err: unknown, depth = 0): string[] {
  if (!err || typeof err !== 'object' || depth > 3) return [];
  const { code, cause, errors } = err as { code?: unknown; cause?: unknown; errors?: unknown };
  const own = typeof code === 'string' ? [code] : [];
  const nested = Array.isArray(errors) ? errors.flatMap((e) => codesOf(e, depth + 1)) : [];
  return [...own, ...codesOf(cause, depth + 1), ...nested];
}

/** The connection was refused (or the address unreachable): the request was not sent. */
export const connectionRefused = (err: unknown) => {
  const codes = codesOf(err);
  return codes.length > 0 && codes.some((code) => NOT_SENT_CODES.has(code));
};

const httpUrl = z.url({ protocol: /^https?$/ });

/** Comma-separated http(s) URLs, at least one, trailing slashes dropped; a single URL stays valid. */
export const urlList = (defaultValue: string) =>
  z
    .string()
    .default(defaultValue)
    .transform((value) =>
      value
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .refine((list) => list.length > 0 && list.every((u) => httpUrl.safeParse(u).success), {
      message: 'one http(s) URL or a comma-separated list of them',
    })
    .transform((list) => [...new Set(list.map((u) => u.replace(/\/+$/, '')))]);
