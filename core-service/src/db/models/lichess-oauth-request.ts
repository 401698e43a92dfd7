import { BaseModel } from '../base-model';

/**
 * A Lichess authorization in progress (state + encrypted PKCE verifier); single use. 'connect': an
 * organizer's token; 'identity': proving the signed-in user's Lichess name; 'visitor': proving a
 * visitor's name for their organizer application (no user yet; provenUsername once proven).
 */
export class LichessOAuthRequest extends BaseModel {
  static tableName = 'lichess_oauth_requests';

  declare id: string;
  declare userId: string | null;
  declare purpose: 'connect' | 'identity' | 'visitor';
  declare provenUsername: string | null;
  declare state: string;
  /** encrypted with TOKEN_ENCRYPTION_KEY, bound to the state */
  declare codeVerifier: string;
  declare redirectUri: string;
  declare expiresAt: Date;
  declare createdAt: Date;
}
