// Which Lichess token acts for an organizer: their own connected token (stored encrypted, see
// token-crypto.ts), else the platform token (LICHESS_PLATFORM_TOKEN), else a clear error.
//
//   const token = await lichessTokenFor(deps, organizerId);      // for any Lichess write
//   const own = organizerLichessToken(deps.config, user, clock);  // the organizer's own, or undefined
import { badRequest } from '@chess-portal/service-kit';
import type { Clock } from '../../shared/clock';
import { DEV_ENCRYPTION_KEY, type AppConfig } from '../../config/env';
import type { ServiceDeps } from '../../service-deps';
import { User } from '../../db/models';
import { decryptSecret, encryptSecret, TokenDecryptError } from './token-crypto';

export const NO_LICHESS_TOKEN =
  'No Lichess account is connected. Connect your Lichess account in your profile (or ask the admin to configure the platform Lichess account).';
export const TOKEN_UNREADABLE =
  'The saved Lichess authorization can no longer be read. Please reconnect your Lichess account in your profile.';
export const TOKEN_EXPIRED =
  'Your Lichess authorization has expired. Please reconnect your Lichess account in your profile.';

/** ServiceDeps; clock and lichess may be left out (its platform token is used when config has none). */
export type LichessTokenDeps = Pick<ServiceDeps, 'db' | 'config'> & Partial<Pick<ServiceDeps, 'clock' | 'lichess'>>;

/** The secret behind TOKEN_ENCRYPTION_KEY (a development default outside production: env.ts refuses none in production). */
export const encryptionSecret = (config: Pick<AppConfig, 'tokenEncryptionKey'>) =>
  config.tokenEncryptionKey ?? DEV_ENCRYPTION_KEY;

/** A stored token is bound to its user row: copied to another user it does not decrypt. */
const tokenContext = (userId: string) => `users.lichess_access_token:${userId}`;

/** The encrypted form of an organizer's token, for users.lichess_access_token. */
export function sealLichessToken(config: Pick<AppConfig, 'tokenEncryptionKey'>, userId: string, token: string): string {
  return encryptSecret(encryptionSecret(config), token, tokenContext(userId));
}

/**
 * The organizer's own decrypted token, or undefined when none is connected. A token that cannot be
 * decrypted (key changed, row tampered with) or that has expired is an error asking to reconnect.
 */
export function organizerLichessToken(
  config: Pick<AppConfig, 'tokenEncryptionKey'>,
  user: Pick<User, 'id' | 'lichessAccessToken' | 'lichessTokenExpiresAt'>,
  clock?: Clock,
): string | undefined {
  if (!user.lichessAccessToken) return undefined;
  if (clock && user.lichessTokenExpiresAt && user.lichessTokenExpiresAt.getTime() <= clock.now().getTime()) {
    throw badRequest(TOKEN_EXPIRED);
  }
  try {
    return decryptSecret(encryptionSecret(config), user.lichessAccessToken, tokenContext(user.id));
  } catch (err) {
    if (err instanceof TokenDecryptError) throw badRequest(TOKEN_UNREADABLE);
    throw err;
  }
}

/** LICHESS_PLATFORM_TOKEN, from the configuration or the Lichess client. */
export const platformLichessToken = (deps: Pick<LichessTokenDeps, 'config' | 'lichess'>): string | undefined =>
  deps.config.lichessPlatformToken ?? deps.lichess?.client.platformToken;

/** The token to act on Lichess for this user: theirs, else the platform's, else 400 NO_LICHESS_TOKEN. */
export async function lichessTokenFor(deps: LichessTokenDeps, userId: string): Promise<string> {
  const user = await User.query(deps.db).findById(userId);
  const own = user ? organizerLichessToken(deps.config, user, deps.clock) : undefined;
  const token = own ?? platformLichessToken(deps);
  if (!token) throw badRequest(NO_LICHESS_TOKEN);
  return token;
}
