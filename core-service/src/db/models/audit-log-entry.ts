import { BaseModel } from '../base-model';

/** One row of the audit log: who changed what, with the values before and after. */
export class AuditLogEntry extends BaseModel {
  static tableName = 'audit_log';
  static jsonAttributes = ['before', 'after'];

  declare id: string;
  declare actorId: string | null;
  declare action: string;
  declare entityType: string | null;
  declare entityId: string | null;
  declare before: unknown;
  declare after: unknown;
  declare createdAt: Date;
}
