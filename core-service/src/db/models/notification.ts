import { BaseModel } from '../base-model';

/** One entry of a user's in-app notifications list (table notifications). */
export class Notification extends BaseModel {
  static tableName = 'notifications';

  declare id: string;
  declare userId: string;
  declare kind: string;
  declare title: string;
  declare body: string;
  /** a path in the portal, e.g. /tournaments/{id} */
  declare link: string | null;
  declare dedupeKey: string | null;
  declare createdAt: Date;
  declare readAt: Date | null;
  declare seq: string;
}
