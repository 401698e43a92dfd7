import type { RelationMappings } from 'objection';
import { BaseModel } from '../base-model';
import { User } from './user';

export type PaymentStatus = 'pending' | 'approved' | 'rejected' | 'paid' | 'revoked' | 'withdrawn';

/** Registrations in these statuses hold no seat and no money; the player may register again. */
export const INACTIVE_PAYMENT_STATUSES: PaymentStatus[] = ['rejected', 'revoked', 'withdrawn'];

export class Registration extends BaseModel {
  static tableName = 'registrations';

  declare id: string;
  declare tournamentId: string;
  declare playerId: string;
  declare paymentStatus: PaymentStatus;
  /** the UPI transaction id */
  declare paymentId: string | null;
  declare checkedIn: boolean;
  declare lichessJoined: boolean;
  declare teamVerified: boolean;
  declare approvedAt: Date | null;
  declare approverId: string | null;
  declare registeredAt: Date;
  /** the organizer's reason, when they revoked an approved registration */
  declare revokeReason: string | null;
  declare revokedAt: Date | null;
  declare withdrawnAt: Date | null;

  declare player?: User;

  static get relationMappings(): RelationMappings {
    return {
      player: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: User,
        join: { from: 'registrations.playerId', to: 'users.id' },
      },
    };
  }
}
