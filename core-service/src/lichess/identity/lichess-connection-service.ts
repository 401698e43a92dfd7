// The organizer's Lichess connection: what is connected, storing a new token (encrypted), and
// disconnecting (revoke on Lichess first, then forget; nothing changes when Lichess cannot be reached).
import type { components } from '@chess-portal/contracts/generated/lichess-connection';
import type { ServiceDeps } from '../../service-deps';
import { isLichessError } from '../client';
import { User } from '../../db/models';
import { recordAudit } from '../../audit/services/audit-service';
import { lichessOf } from '../deps';
import { organizerLichessToken, platformLichessToken, sealLichessToken } from './lichess-token-service';

export type LichessConnection = components['schemas']['LichessConnection'];

/** What we ask Lichess for: create and manage tournaments, read the team (ENDPOINTS.md §3). */
export const OAUTH_SCOPES = ['tournament:write', 'team:read'];

const CLEARED = {
  lichessAccessToken: null,
  lichessConnectedUsername: null,
  lichessTokenScopes: null,
  lichessConnectedAt: null,
  lichessTokenExpiresAt: null,
} as const;

export function connectionView(deps: Pick<ServiceDeps, 'config' | 'lichess'>, user: User): LichessConnection {
  const connected = Boolean(user.lichessAccessToken && user.lichessConnectedUsername);
  const base = deps.lichess?.client.baseUrl;
  const username = connected ? user.lichessConnectedUsername : null;
  return {
    connected,
    username,
    profileUrl: username && base ? `${base}/@/${encodeURIComponent(username)}` : null,
    scopes: connected && user.lichessTokenScopes ? user.lichessTokenScopes.split(' ').filter(Boolean) : [],
    connectedAt: connected && user.lichessConnectedAt ? user.lichessConnectedAt.toISOString() : null,
    expiresAt: connected && user.lichessTokenExpiresAt ? user.lichessTokenExpiresAt.toISOString() : null,
    platformFallback: Boolean(platformLichessToken(deps)),
  };
}

export async function getConnection(deps: ServiceDeps, acting: User): Promise<LichessConnection> {
  const user = await User.query(deps.db).findById(acting.id);
  return connectionView(deps, user ?? acting);
}

/** Revokes a token on Lichess without failing the caller (a token we are replacing or abandoning). */
export async function revokeQuietly(deps: ServiceDeps, token: string): Promise<void> {
  try {
    await lichessOf(deps).revokeToken(token);
  } catch (err) {
    deps.logger?.warn({ kind: isLichessError(err) ? err.kind : 'error' }, 'could not revoke a replaced Lichess token');
  }
}

export type NewToken = { accessToken: string; expiresIn?: number; username: string; scopes: string[] };

/** Stores a freshly authorized token (encrypted) on the user; the previous token, if any, is revoked. */
export async function storeConnection(deps: ServiceDeps, userId: string, token: NewToken): Promise<User> {
  const now = deps.clock.now();
  const user = await deps.db.transaction(async (trx) => {
    const before = await User.query(trx).findById(userId).forUpdate().throwIfNotFound();
    const updated = await User.query(trx).patchAndFetchById(userId, {
      lichessAccessToken: sealLichessToken(deps.config, userId, token.accessToken),
      lichessConnectedUsername: token.username,
      lichessTokenScopes: token.scopes.join(' '),
      lichessConnectedAt: now,
      lichessTokenExpiresAt: token.expiresIn ? new Date(now.getTime() + token.expiresIn * 1000) : null,
    });
    const after = { username: token.username, scopes: token.scopes };
    await recordAudit(trx, {
      actorId: userId,
      action: 'lichess.connected',
      entityType: 'user',
      entityId: userId,
      before: { username: before.lichessConnectedUsername },
      after,
      at: now,
    });
    return { before, updated };
  });
  const previous = readableToken(deps, user.before);
  if (previous && previous !== token.accessToken) await revokeQuietly(deps, previous);
  return user.updated;
}

/** The stored token, or undefined when there is none or it can no longer be decrypted. */
function readableToken(deps: ServiceDeps, user: User): string | undefined {
  try {
    return organizerLichessToken(deps.config, user);
  } catch {
    return undefined;
  }
}

/**
 * Disconnects: revokes the token on Lichess (DELETE /api/token; one Lichess no longer knows counts as
 * revoked), then forgets it. If Lichess cannot be reached the error is answered and nothing changes.
 */
export async function disconnect(deps: ServiceDeps, acting: User): Promise<LichessConnection> {
  const user = (await User.query(deps.db).findById(acting.id)) ?? acting;
  if (!user.lichessAccessToken) return connectionView(deps, user);
  const token = readableToken(deps, user);
  if (token) await lichessOf(deps).revokeToken(token);
  const updated = await deps.db.transaction(async (trx) => {
    const fresh = await User.query(trx).patchAndFetchById(user.id, CLEARED);
    await recordAudit(trx, {
      actorId: user.id,
      action: 'lichess.disconnected',
      entityType: 'user',
      entityId: user.id,
      before: { username: user.lichessConnectedUsername },
      after: { username: null },
      at: deps.clock.now(),
    });
    return fresh;
  });
  return connectionView(deps, updated);
}
