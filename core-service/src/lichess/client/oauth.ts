// Lichess OAuth 2 (authorization code + PKCE S256, ENDPOINTS.md §3): the authorize URL, the code
// exchange (POST /api/token) and revocation (DELETE /api/token). No client secret: client_id is any
// string we choose; tokens last about a year and there are no refresh tokens.
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { LichessClient } from './client';
import { isLichessError, LichessError } from './errors';
import { toForm } from './form';
import { parseAnswer } from './schemas';

export interface AuthorizeParams {
  clientId: string;
  redirectUri: string;
  /** BASE64URL(SHA256(verifier)), see pkceChallenge */
  codeChallenge: string;
  state: string;
  scopes: string[];
  /** login hint */
  username?: string;
}

export interface ExchangeParams {
  clientId: string;
  redirectUri: string;
  code: string;
  codeVerifier: string;
}

export interface ExchangedToken {
  accessToken: string;
  /** seconds; undefined when the token never expires */
  expiresIn?: number;
}

export const OAUTH_MESSAGES = {
  invalidGrant: 'Lichess did not accept this authorization (it expired or was already used). Please try connecting again.',
  refused: 'Lichess refused the authorization. Please try connecting again.',
} as const;

const tokenSchema = z.object({ access_token: z.string().min(1), token_type: z.string().optional(), expires_in: z.number().optional() });

/** A PKCE verifier: 43+ characters of [A-Za-z0-9-_] (here 64, from 48 random bytes). */
export const pkceVerifier = (): string => randomBytes(48).toString('base64url');

/** The S256 challenge of a verifier: BASE64URL(SHA256(verifier)) without padding. */
export const pkceChallenge = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

/** The browser address of Lichess's consent page (GET /oauth). */
export function authorizeUrl(client: LichessClient, p: AuthorizeParams): string {
  const url = new URL(`${client.baseUrl}/oauth`);
  const query: Record<string, string | undefined> = {
    response_type: 'code',
    client_id: p.clientId,
    redirect_uri: p.redirectUri,
    code_challenge_method: 'S256',
    code_challenge: p.codeChallenge,
    scope: p.scopes.join(' '),
    state: p.state,
    username: p.username,
  };
  for (const [k, v] of Object.entries(query)) if (v) url.searchParams.set(k, v);
  return url.toString();
}

/** POST /api/token: the code (with its verifier) for an access token. */
export async function exchangeCode(client: LichessClient, p: ExchangeParams): Promise<ExchangedToken> {
  const form = toForm({
    grant_type: 'authorization_code',
    code: p.code,
    code_verifier: p.codeVerifier,
    redirect_uri: p.redirectUri,
    client_id: p.clientId,
  });
  try {
    const body = parseAnswer(tokenSchema, await client.json('POST', '/api/token', { form }));
    return { accessToken: body.access_token, ...(body.expires_in !== undefined ? { expiresIn: body.expires_in } : {}) };
  } catch (err) {
    if (!isLichessError(err, 'rejected')) throw err;
    const code = (err.body as { error?: unknown } | undefined)?.error;
    const message = code === 'invalid_grant' ? OAUTH_MESSAGES.invalidGrant : OAUTH_MESSAGES.refused;
    throw new LichessError('rejected', message, { lichessStatus: err.lichessStatus, body: err.body, cause: err });
  }
}

/** DELETE /api/token: revokes the token. A token Lichess no longer knows counts as revoked. */
export async function revokeToken(client: LichessClient, token: string): Promise<void> {
  try {
    await client.json('DELETE', '/api/token', { token });
  } catch (err) {
    if (isLichessError(err, 'unauthorized')) return;
    throw err;
  }
}
