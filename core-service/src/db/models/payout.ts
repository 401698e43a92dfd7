import { BaseModel } from '../base-model';

export class Payout extends BaseModel {
  static tableName = 'payouts';

  declare id: string;
  declare tournamentId: string;
  declare playerId: string;
  declare amount: string;
  declare rank: number | null;
  declare status: string;
  declare upiTransactionId: string | null;
  declare processedAt: Date | null;
  declare createdAt: Date;
}
