import { BaseModel } from '../base-model';

/** An admin's correction of a commission after completion: its own line, signed amount and reason. */
export class CommissionAdjustment extends BaseModel {
  static tableName = 'commission_adjustments';

  declare id: string;
  declare commissionId: string;
  /** numeric(10,2) as a signed decimal string */
  declare amount: string;
  declare reason: string;
  declare adminId: string | null;
  declare createdAt: Date;
}
