import { BaseModel } from '../../db/base-model';

/** An organizer's Lichess authorization in progress (state + encrypted PKCE verifier); single use. */
export class LichessOAuthRequest extends BaseModel {
  static tableName = 'lichess_oauth_requests';

  declare id: string;
  declare userId: string;
  declare state: string;
  /** encrypted with TOKEN_ENCRYPTION_KEY, bound to the state */
  declare codeVerifier: string;
  declare redirectUri: string;
  declare expiresAt: Date;
  declare createdAt: Date;
}
