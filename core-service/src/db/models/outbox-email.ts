import { BaseModel } from '../base-model';

/** An e-mail waiting in (or sent from) the outbox (table email_outbox). */
export class OutboxEmail extends BaseModel {
  static tableName = 'email_outbox';

  declare id: string;
  declare to: string;
  declare subject: string;
  declare text: string;
  declare html: string | null;
  declare attempts: number;
  declare lastError: string | null;
  declare createdAt: Date;
  declare sentAt: Date | null;
  /** the outbox job (src/outbox) that delivered it, if any */
  declare jobId: string | null;
}
