import { BaseModel } from '../base-model';

export class EmailChange extends BaseModel {
  static tableName = 'email_changes';

  declare id: string;
  declare userId: string;
  declare newEmail: string;
  declare tokenHash: string;
  declare expiresAt: Date;
  declare usedAt: Date | null;
  declare createdAt: Date;
}
