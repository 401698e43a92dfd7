import { BaseModel } from '../base-model';

export type RefundStatus = 'owed' | 'sent';
/** Why a paid entry fee is owed back (product.md §10). */
export type RefundReason = 'rejected' | 'revoked' | 'withdrawn' | 'ended' | 'deleted' | 'cancelled';

/** An entry fee the organizer owes a player back; kept when its tournament or registration is deleted. */
export class Refund extends BaseModel {
  static tableName = 'refunds';

  declare id: string;
  declare registrationId: string | null;
  declare tournamentId: string | null;
  /** the tournament's name when the refund was owed (the tournament may be deleted since) */
  declare tournamentName: string;
  declare organizerId: string | null;
  declare playerId: string;
  /** the player's UPI id when the refund was owed */
  declare playerUpiId: string | null;
  /** the transaction id the player paid the fee with (kept when the registration is deleted) */
  declare paymentId: string | null;
  /** numeric(10,2) as a decimal string */
  declare amount: string;
  declare reason: RefundReason;
  declare status: RefundStatus;
  /** the 12-digit UPI reference of the refund, once sent */
  declare utr: string | null;
  declare sentAt: Date | null;
  declare recordedBy: string | null;
  declare createdAt: Date;
}
