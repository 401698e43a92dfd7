import { BaseModel } from '../base-model';

export type Role = 'player' | 'organizer' | 'admin';

export class User extends BaseModel {
  static tableName = 'users';

  declare id: string;
  declare username: string;
  declare email: string;
  /** argon2id hash, PHC string (see services/password.ts); never leaves core. */
  declare password: string;
  declare role: Role;
  declare lichessUsername: string | null;
  declare lichessRating: number | null;
  declare lichessAccessToken: string | null;
  declare lichessRefreshToken: string | null;
  declare lichessConnectedUsername: string | null;
  /** Space-separated scopes of the connected token; when it was connected; when it expires (null: never). */
  declare lichessTokenScopes: string | null;
  declare lichessConnectedAt: Date | null;
  declare lichessTokenExpiresAt: Date | null;
  declare lichessVerified: boolean;
  declare teamVerified: boolean;
  declare upiId: string | null;
  declare whatsappNumber: string | null;
  declare paymentQrCodeUrl: string | null;
  declare isVerified: boolean;
  declare isActive: boolean;
  /** Why the account is inactive ('unpaid_commission' by the overdue job, 'admin'); null while active. */
  declare deactivationReason: 'unpaid_commission' | 'admin' | null;
  declare createdAt: Date;
  declare updatedAt: Date;
}
