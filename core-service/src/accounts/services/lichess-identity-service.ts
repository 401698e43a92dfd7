// Proven Lichess identity: a player links a Lichess account by signing in with
// Lichess (OAuth authorization code + PKCE S256, no client secret, no scopes). The name is the one
// Lichess answers for the token (GET /api/account), so its exact case holds by construction; the token
// is revoked at once (nothing is kept). A proven name belongs to one portal account only. A visitor's
// organizer application is proven the same way: the proof is kept for the application to consume.
import { randomBytes } from 'node:crypto';
import type { LichessIdentityOutcome } from '@chess-portal/contracts';
import { badRequest, conflict } from '@chess-portal/service-kit';
import type { ServiceDeps } from '../../service-deps';
import type { Executor } from '../../db/knex';
import { isLichessError, type LichessUser } from '../../lichess/client';
import { LichessOAuthRequest, User } from '../../db/models';
import {
  beginAuthorization,
  lichessOutcome,
  OAUTH_CLIENT_ID,
  OUTCOME_MESSAGES,
  REQUEST_TTL_MS,
  verifierContext,
} from '../../lichess/identity/lichess-oauth-service';
import { encryptionSecret } from '../../lichess/identity/lichess-token-service';
import { decryptSecret } from '../../lichess/identity/token-crypto';
import { revokeQuietly } from '../../lichess/identity/lichess-connection-service';
import { lichessFor, linkedLichessFields, toLichessProfile } from '../../lichess/identity/lichess-names';
import { recordAudit } from '../../audit/services/audit-service';
import { toSessionUser } from './user-service';

export const ALREADY_LINKED = 'This Lichess account is already linked to another Chess School Arena account.';
export const CLOSED_ACCOUNT = 'This Lichess account is closed, so it cannot be linked.';
export const PROOF_EXPIRED = 'Your Lichess sign-in has expired or was already used. Please sign in with Lichess again.';
export const PROOF_MISMATCH = 'The Lichess username must be the one you signed in with.';

type CallbackBody = { state?: string; code?: string; error?: string };
type Purpose = 'identity' | 'visitor';
export type IdentityOutcome = LichessIdentityOutcome;

/** Starts a sign-in with Lichess; the browser goes to the answered consent page. */
export function startIdentity(
  deps: ServiceDeps,
  user: User | null,
  redirectUri: string,
): Promise<{ authorizeUrl: string }> {
  const purpose: Purpose = user ? 'identity' : 'visitor';
  return beginAuthorization(deps, lichessFor(deps), { userId: user?.id ?? null, purpose, redirectUri, scopes: [] });
}

async function takeRequest(deps: ServiceDeps, user: User | null, state: string) {
  const rows = (await LichessOAuthRequest.query(deps.db)
    .delete()
    .where({ state, purpose: user ? 'identity' : 'visitor', provenUsername: null })
    .modify((q) => (user ? q.where('userId', user.id) : q.whereNull('userId')))
    .returning('*')) as unknown as LichessOAuthRequest[];
  const row = rows[0];
  if (!row || new Date(row.expiresAt).getTime() <= deps.clock.now().getTime()) return undefined;
  return row;
}

/** The Lichess account behind the code: exchanged, read, and the token revoked at once. */
async function provenAccount(deps: ServiceDeps, request: LichessOAuthRequest, code: string): Promise<LichessUser> {
  const lichess = lichessFor(deps);
  const codeVerifier = decryptSecret(
    encryptionSecret(deps.config),
    request.codeVerifier,
    verifierContext(request.state),
  );
  const token = await lichess.exchangeCode({
    clientId: OAUTH_CLIENT_ID,
    redirectUri: request.redirectUri,
    code,
    codeVerifier,
  });
  try {
    return await lichess.getAccount(token.accessToken);
  } finally {
    await revokeQuietly(deps, token.accessToken); // no scope needed, nothing kept
  }
}

/**
 * 409 when another portal account holds this Lichess name as proven. Called inside the transaction
 * that links the name: a per-name advisory lock (released at commit) makes two concurrent sign-ins
 * with the same name take turns, so the second sees the first.
 */
export async function assertNameFree(db: Executor, name: string, exceptUserId?: string): Promise<void> {
  await db.raw('select pg_advisory_xact_lock(hashtext(?))', [`lichess-name:${name.toLowerCase()}`]);
  const other = await User.query(db)
    .whereRaw('lower(lichess_username) = ?', [name.toLowerCase()])
    .where('lichessVerified', true)
    .modify((q) => (exceptUserId ? q.whereNot('id', exceptUserId) : q))
    .first();
  if (other) throw conflict(ALREADY_LINKED);
}

async function linkProven(deps: ServiceDeps, user: User, account: LichessUser): Promise<IdentityOutcome> {
  const lichess = lichessFor(deps);
  const teams = (await lichess.teamsOf(account.username)) ?? [];
  const member = teams.some((t) => t.id === lichess.teamId);
  const now = deps.clock.now();
  const updated = await deps.db.transaction(async (trx) => {
    await assertNameFree(trx, account.username, user.id);
    const fresh = await User.query(trx).patchAndFetchById(user.id, {
      ...linkedLichessFields(account, member),
      updatedAt: now,
    });
    await recordAudit(trx, {
      actorId: user.id,
      action: 'lichess.identity-proven',
      entityType: 'user',
      entityId: user.id,
      before: { lichessUsername: user.lichessUsername, lichessVerified: user.lichessVerified },
      after: { lichessUsername: account.username, lichessVerified: true, teamVerified: member },
      at: now,
    });
    return fresh;
  });
  return {
    outcome: 'linked',
    message: `Lichess account ${account.username} linked.`,
    lichessProfile: toLichessProfile(account),
    teamMemberships: teams.map(({ id, name }) => ({ id, name })),
    user: toSessionUser(updated),
  };
}

/** A visitor's proof: kept (under a fresh secret, not the state seen in URLs) for the application. */
async function keepProof(
  deps: ServiceDeps,
  request: LichessOAuthRequest,
  account: LichessUser,
): Promise<IdentityOutcome> {
  await assertNameFree(deps.db, account.username);
  const proof = randomBytes(24).toString('base64url');
  const now = deps.clock.now();
  await LichessOAuthRequest.query(deps.db).insert({
    userId: null,
    purpose: 'visitor',
    state: proof,
    codeVerifier: request.codeVerifier,
    redirectUri: request.redirectUri,
    provenUsername: account.username,
    expiresAt: new Date(now.getTime() + REQUEST_TTL_MS),
    createdAt: now,
  });
  return {
    outcome: 'proven',
    message: `Signed in with Lichess as ${account.username}.`,
    lichessUsername: account.username,
    proof,
  };
}

/** Finishes a sign-in with what Lichess sent back to the redirect URI. */
export async function finishIdentity(
  deps: ServiceDeps,
  user: User | null,
  body: CallbackBody,
): Promise<IdentityOutcome> {
  if (!body.state) throw badRequest(OUTCOME_MESSAGES.expired);
  const request = await takeRequest(deps, user, body.state);
  if (!request) return { outcome: 'expired', message: OUTCOME_MESSAGES.expired };
  if (body.error === 'access_denied')
    return { outcome: 'cancelled', message: 'Lichess sign-in cancelled. No account was linked.' };
  if (body.error) return { outcome: 'refused', message: OUTCOME_MESSAGES.refused };
  if (!body.code) return { outcome: 'refused', message: OUTCOME_MESSAGES.noCode };
  let account: LichessUser;
  try {
    account = await provenAccount(deps, request, body.code);
  } catch (err) {
    if (isLichessError(err)) {
      const { outcome, message } = lichessOutcome(err);
      return { outcome: outcome === 'connected' ? 'refused' : outcome, message };
    }
    throw err;
  }
  if (account.closed) throw badRequest(CLOSED_ACCOUNT);
  return user ? linkProven(deps, user, account) : keepProof(deps, request, account);
}

/** The name a visitor proved (single use): the application's Lichess username. */
export async function consumeProof(db: Executor, now: Date, proof: string | undefined, typed: string): Promise<string> {
  if (!proof) throw badRequest(PROOF_EXPIRED);
  const rows = (await LichessOAuthRequest.query(db)
    .delete()
    .where({ state: proof, purpose: 'visitor' })
    .whereNull('userId')
    .whereNotNull('provenUsername')
    .returning('*')) as unknown as LichessOAuthRequest[];
  const row = rows[0];
  if (!row || new Date(row.expiresAt).getTime() <= now.getTime()) throw badRequest(PROOF_EXPIRED);
  if (row.provenUsername !== typed) throw badRequest(PROOF_MISMATCH);
  return row.provenUsername;
}
