import { createHash } from 'node:crypto';
import { randomSecret } from './ids';

export const KNOWN_SCOPES = [
  'preference:read',
  'preference:write',
  'email:read',
  'engine:read',
  'engine:write',
  'challenge:read',
  'challenge:write',
  'challenge:bulk',
  'study:read',
  'study:write',
  'tournament:write',
  'racer:write',
  'puzzle:read',
  'puzzle:write',
  'team:read',
  'team:write',
  'team:lead',
  'follow:read',
  'follow:write',
  'msg:write',
  'board:play',
  'bot:play',
  'web:mod',
] as const;

/** Authorization codes live this long (ms); they are single-use. */
export const CODE_TTL_MS = 2 * 60_000;
export const TOKEN_TTL_SECONDS = 365 * 24 * 3600;

export interface AccessToken {
  token: string;
  userId: string;
  scopes: string[];
  /** ms, or null for a token that never expires */
  expires: number | null;
  clientId?: string;
}

export interface AuthCode {
  code: string;
  userId: string;
  scopes: string[];
  clientId: string;
  redirectUri: string;
  challenge: string;
  challengeMethod: string;
  expires: number;
}

export type ExchangeResult = { ok: true; token: AccessToken } | { ok: false; error: string; description: string };

export interface ExchangeInput {
  grant_type?: string;
  code?: string;
  code_verifier?: string;
  redirect_uri?: string;
  client_id?: string;
}

export function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export class OAuthStore {
  private codes = new Map<string, AuthCode>();
  private tokens = new Map<string, AccessToken>();

  issueCode(input: Omit<AuthCode, 'code' | 'expires'>, now: number): string {
    const code = randomSecret('liu');
    this.codes.set(code, { ...input, code, expires: now + CODE_TTL_MS });
    return code;
  }

  createToken(userId: string, scopes: string[], expires: number | null, token = randomSecret('lio')): AccessToken {
    const t: AccessToken = { token, userId, scopes, expires };
    this.tokens.set(token, t);
    return t;
  }

  find(token: string, now: number): AccessToken | undefined {
    const t = this.tokens.get(token);
    if (!t) return undefined;
    if (t.expires !== null && t.expires <= now) {
      this.tokens.delete(token);
      return undefined;
    }
    return t;
  }

  /** The live tokens of a user (the control API lists them so tests can check a revocation). */
  tokensOf(userId: string, now: number): AccessToken[] {
    return [...this.tokens.values()].filter((t) => t.userId === userId && this.find(t.token, now));
  }

  revoke(token: string): void {
    this.tokens.delete(token);
  }

  revokeAllOf(userId: string): void {
    for (const [k, t] of this.tokens) if (t.userId === userId) this.tokens.delete(k);
  }

  /** POST /api/token: RFC 6749 + PKCE S256, with Lichess's error codes. */
  exchange(input: ExchangeInput, now: number, lifetimeSeconds: number | null = TOKEN_TTL_SECONDS): ExchangeResult {
    const fail = (error: string, description: string): ExchangeResult => ({ ok: false, error, description });
    if (!input.grant_type) return fail('invalid_request', 'grant_type required');
    if (input.grant_type !== 'authorization_code') return fail('unsupported_grant_type', 'unsupported grant_type');
    for (const f of ['code', 'code_verifier', 'redirect_uri', 'client_id'] as const) {
      if (!input[f]) return fail('invalid_request', `${f} required`);
    }
    if (input.code_verifier!.length < 43) return fail('invalid_request', 'code_verifier too short');
    const code = this.codes.get(input.code!);
    this.codes.delete(input.code!); // single use, whatever happens next
    if (!code || code.expires <= now) return fail('invalid_grant', 'code invalid, expired or consumed');
    if (code.redirectUri !== input.redirect_uri) return fail('invalid_grant', 'redirect_uri mismatch');
    if (code.clientId !== input.client_id) return fail('invalid_grant', 'client_id mismatch');
    if (code.challengeMethod !== 'S256') return fail('unauthorized_client', 'code_challenge_method must be S256');
    if (s256(input.code_verifier!) !== code.challenge) {
      return fail('invalid_grant', 'hash of code_verifier does not match code_challenge');
    }
    const expires = lifetimeSeconds === null ? null : now + lifetimeSeconds * 1000;
    const token = this.createToken(code.userId, code.scopes, expires);
    token.clientId = code.clientId;
    return { ok: true, token };
  }

  clear(): void {
    this.codes.clear();
    this.tokens.clear();
  }
}
