import { BaseModel } from '../base-model';

/** A browser session stored for the BFFs (koa-session external store). */
export class Session extends BaseModel {
  static tableName = 'sessions';
  static idColumn = 'sid';
  static jsonAttributes = ['data'];

  declare sid: string;
  declare userId: string | null;
  declare data: Record<string, unknown>;
  declare expiresAt: Date;
}
