import { BaseModel } from '../base-model';

/** One job of the durable outbox (table outbox_jobs); see src/outbox/README.md. */
export class OutboxJob extends BaseModel {
  static tableName = 'outbox_jobs';
  static jsonAttributes = ['payload'];

  declare id: string;
  /** insertion order: jobs of one key are applied in this order */
  declare seq: string;
  declare kind: string;
  declare key: string;
  declare payload: unknown;
  declare dedupeKey: string | null;
  declare attempts: number;
  declare nextAttemptAt: Date;
  declare lastAttemptAt: Date | null;
  declare lastError: string | null;
  declare createdAt: Date;
  declare doneAt: Date | null;
}
