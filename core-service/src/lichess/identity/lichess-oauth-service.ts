// Organizer OAuth with Lichess (authorization code + PKCE S256). start: a random state and verifier
// are kept here (verifier encrypted), bound to the acting user, for 10 minutes. finish: the state is
// taken (deleted: single use), checked (same user, not expired), the code exchanged with the
// verifier, the account read with the new token (GET /api/account), and the token stored encrypted.
import { randomBytes } from 'node:crypto';
import type { components } from '@chess-portal/contracts/generated/lichess-connection';
import { badRequest } from '@chess-portal/service-kit';
import { isLichessError, MESSAGES, pkceChallenge, pkceVerifier, type LichessError } from '../client';
import { LichessOAuthRequest, type User } from '../../db/models';
import { connectionView, OAUTH_SCOPES, revokeQuietly, storeConnection } from './lichess-connection-service';
import { encryptionSecret } from './lichess-token-service';
import { decryptSecret, encryptSecret } from './token-crypto';
import type { ServiceDeps } from '../../service-deps';
import { lichessOf } from '../deps';

type CallbackRequest = components['schemas']['LichessOAuthCallbackRequest'];
export type OAuthOutcome = components['schemas']['LichessOAuthOutcome'];

/** client_id on Lichess: any stable string (shown on the consent page); no secret exists. */
export const OAUTH_CLIENT_ID = 'chess-school-arena';
export const REQUEST_TTL_MS = 10 * 60 * 1000;

export const OUTCOME_MESSAGES = {
  cancelled: 'Lichess connection cancelled. No account was connected.',
  expired: 'This Lichess authorization has expired or was already used. Please try connecting again.',
  noCode: 'Lichess sent no authorization code. Please try connecting again.',
  refused: 'Lichess did not authorize the connection. Please try connecting again.',
} as const;
export const BAD_REDIRECT = 'redirectUri must be an absolute http(s) URL';

export const verifierContext = (state: string) => `lichess_oauth_requests.code_verifier:${state}`;

export function checkRedirect(uri: string): string {
  const ok = URL.canParse(uri) && ['http:', 'https:'].includes(new URL(uri).protocol);
  if (!ok) throw badRequest(BAD_REDIRECT);
  return uri;
}

/** Starts an authorization; the browser goes to the answered Lichess consent page. */
type AuthorizationRequest = {
  userId: string | null;
  purpose: 'connect' | 'identity' | 'visitor';
  redirectUri: string;
  scopes: string[];
  username?: string;
};

/**
 * Records a PKCE authorization request (state and encrypted verifier, single use, 10 minutes; one in
 * flight per user and purpose, expired ones of anybody dropped on the way) and answers the Lichess
 * consent page for it. The organizer's connect and the players' sign-in with Lichess both start here.
 */
export async function beginAuthorization(
  deps: ServiceDeps,
  lichess: Pick<ReturnType<typeof lichessOf>, 'authorizeUrl'>,
  { userId, purpose, redirectUri, scopes, username }: AuthorizationRequest,
): Promise<{ authorizeUrl: string }> {
  checkRedirect(redirectUri);
  const now = deps.clock.now();
  const state = randomBytes(24).toString('base64url');
  const verifier = pkceVerifier();
  await deps.db.transaction(async (trx) => {
    const stale = LichessOAuthRequest.query(trx).delete().where('expiresAt', '<=', now);
    await (userId ? stale.orWhere({ userId, purpose }) : stale);
    await LichessOAuthRequest.query(trx).insert({
      userId,
      purpose,
      state,
      codeVerifier: encryptSecret(encryptionSecret(deps.config), verifier, verifierContext(state)),
      redirectUri,
      expiresAt: new Date(now.getTime() + REQUEST_TTL_MS),
      createdAt: now,
    });
  });
  const authorizeUrl = lichess.authorizeUrl({
    clientId: OAUTH_CLIENT_ID,
    redirectUri,
    codeChallenge: pkceChallenge(verifier),
    state,
    scopes,
    username,
  });
  return { authorizeUrl };
}

export function startAuthorization(
  deps: ServiceDeps,
  user: User,
  redirectUri: string,
): Promise<{ authorizeUrl: string }> {
  return beginAuthorization(deps, lichessOf(deps), {
    userId: user.id,
    purpose: 'connect',
    redirectUri,
    scopes: OAUTH_SCOPES,
    username: user.lichessConnectedUsername ?? user.lichessUsername ?? undefined,
  });
}

/** Takes the user's pending request for this state (deleted either way); undefined if none or expired. */
async function takeRequest(deps: ServiceDeps, user: User, state: string): Promise<LichessOAuthRequest | undefined> {
  const rows = (await LichessOAuthRequest.query(deps.db)
    .delete()
    .where({ state, userId: user.id, purpose: 'connect' })
    .returning('*')) as unknown as LichessOAuthRequest[];
  const row = rows[0];
  if (!row || new Date(row.expiresAt).getTime() <= deps.clock.now().getTime()) return undefined;
  return row;
}

export function lichessOutcome(err: LichessError): OAuthOutcome {
  if (err.kind === 'rate-limited') return { outcome: 'rate-limited', message: MESSAGES.rateLimited };
  if (['unavailable', 'timeout', 'unexpected'].includes(err.kind))
    return { outcome: 'unavailable', message: err.message };
  return { outcome: 'refused', message: err.kind === 'rejected' ? err.message : OUTCOME_MESSAGES.refused };
}

/** Finishes an authorization with what Lichess sent back to the redirect URI. */
export async function finishAuthorization(deps: ServiceDeps, user: User, body: CallbackRequest): Promise<OAuthOutcome> {
  const lichess = lichessOf(deps);
  if (!body.state) throw badRequest(OUTCOME_MESSAGES.expired);
  const request = await takeRequest(deps, user, body.state);
  if (!request) return { outcome: 'expired', message: OUTCOME_MESSAGES.expired };
  if (body.error === 'access_denied') return { outcome: 'cancelled', message: OUTCOME_MESSAGES.cancelled };
  if (body.error) return { outcome: 'refused', message: OUTCOME_MESSAGES.refused };
  if (!body.code) return { outcome: 'refused', message: OUTCOME_MESSAGES.noCode };
  const codeVerifier = decryptSecret(
    encryptionSecret(deps.config),
    request.codeVerifier,
    verifierContext(request.state),
  );
  let accessToken: string | undefined;
  try {
    const token = await lichess.exchangeCode({
      clientId: OAUTH_CLIENT_ID,
      redirectUri: request.redirectUri,
      code: body.code,
      codeVerifier,
    });
    accessToken = token.accessToken;
    const account = await lichess.getAccount(token.accessToken);
    const saved = await storeConnection(deps, user.id, { ...token, username: account.username, scopes: OAUTH_SCOPES });
    return {
      outcome: 'connected',
      message: `Lichess account ${account.username} connected.`,
      connection: connectionView(deps, saved),
    };
  } catch (err) {
    if (accessToken) await revokeQuietly(deps, accessToken);
    if (isLichessError(err)) return lichessOutcome(err);
    throw err;
  }
}
