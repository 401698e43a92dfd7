import { BaseModel } from '../base-model';

export class PasswordReset extends BaseModel {
  static tableName = 'password_resets';

  declare id: string;
  declare userId: string;
  declare tokenHash: string;
  declare expiresAt: Date;
  declare usedAt: Date | null;
  declare createdAt: Date;
}
