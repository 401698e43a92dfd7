import { BaseModel } from '../base-model';

export class RateLimit extends BaseModel {
  static tableName = 'rate_limits';
  static idColumn = ['bucket', 'keyHash'];

  declare bucket: string;
  declare keyHash: string;
  declare count: number;
  declare windowEndsAt: Date;
  declare lastHitAt: Date;
}
