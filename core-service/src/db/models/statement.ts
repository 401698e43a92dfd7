import { BaseModel } from '../base-model';

/** One statement an organizer uploaded (table statement_uploads): its file's hash, never the file. */
export class StatementUpload extends BaseModel {
  static tableName = 'statement_uploads';
  static jsonAttributes = ['headers'];

  declare id: string;
  declare organizerId: string;
  declare fileSha256: string;
  declare fileName: string;
  declare status: 'parsing' | 'done' | 'failed' | 'needs-mapping';
  declare layout: string | null;
  declare progress: number;
  declare message: string | null;
  declare headers: string[] | null;
  declare headerKey: string | null;
  declare rowsCount: number;
  declare creditsCount: number;
  declare periodFrom: Date | null;
  declare periodTo: Date | null;
  declare createdAt: Date;
  declare finishedAt: Date | null;
}

/** A credit of an uploaded statement that concerns the organizer's registrations (table statement_lines). */
export class StatementLine extends BaseModel {
  static tableName = 'statement_lines';

  declare id: string;
  declare uploadId: string;
  declare lineNo: number;
  declare txnAt: Date;
  declare amount: string;
  declare utr: string | null;
  declare payer: string | null;
  declare vpa: string | null;
  declare narration: string;
  /** set when a registration was approved from this line */
  declare approvedRegistrationId: string | null;
  declare approvedAt: Date | null;
  declare approvedBy: string | null;
}

/** An organizer's column mapping for a statement layout the portal does not know (table statement_mappings). */
export class StatementMappingRow extends BaseModel {
  static tableName = 'statement_mappings';
  static idColumn = ['organizerId', 'headerKey'];
  static jsonAttributes = ['mapping'];

  declare organizerId: string;
  declare headerKey: string;
  declare mapping: Record<string, string>;
  declare updatedAt: Date;
}
