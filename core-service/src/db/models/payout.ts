import { BaseModel } from '../base-model';

export type PayoutStatus = 'owed' | 'sent';

/** A prize owed to a player for their rank (product.md §10); kept when its tournament is deleted. */
export class Payout extends BaseModel {
  static tableName = 'payouts';

  declare id: string;
  declare tournamentId: string | null;
  declare tournamentName: string | null;
  declare organizerId: string | null;
  declare playerId: string;
  /** numeric(10,2) as a decimal string */
  declare amount: string;
  declare rank: number | null;
  declare status: PayoutStatus;
  /** the 12-digit UPI reference of the payment, once sent */
  declare upiTransactionId: string | null;
  declare processedAt: Date | null;
  /** why the winner must be checked before payment (closed Lichess account, ToS violation) */
  declare fairPlayFlag: string | null;
  declare recordedBy: string | null;
  declare createdAt: Date;
}
