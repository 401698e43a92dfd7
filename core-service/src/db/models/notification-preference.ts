import { BaseModel } from '../base-model';

/** The kinds of e-mail a user switched off (table notification_preferences; no row: all on). */
export class NotificationPreference extends BaseModel {
  static tableName = 'notification_preferences';
  static idColumn = 'userId';

  declare userId: string;
  declare emailOff: string[];
  declare updatedAt: Date;
}
