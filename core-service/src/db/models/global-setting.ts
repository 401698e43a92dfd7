import { BaseModel } from '../base-model';

export class GlobalSetting extends BaseModel {
  static tableName = 'global_settings';

  declare id: string;
  declare key: string;
  declare value: string;
  declare description: string | null;
  declare updatedBy: string | null;
  declare updatedAt: Date;
  declare createdAt: Date;
}
