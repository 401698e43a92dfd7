import { BaseModel } from '../base-model';

/** The first answer to an unsafe call made with an Idempotency-Key (status null while it runs). */
export class IdempotencyKey extends BaseModel {
  static tableName = 'idempotency_keys';
  static idColumn = ['userId', 'operation', 'key'];
  static jsonAttributes = ['body'];

  declare userId: string;
  declare operation: string;
  declare key: string;
  declare requestHash: string;
  declare status: number | null;
  declare body: unknown;
  declare createdAt: Date;
  declare expiresAt: Date;
}
