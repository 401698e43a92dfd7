import type { RelationMappings } from 'objection';
import { BaseModel } from '../base-model';
import { Tournament } from './tournament';
import { User } from './user';
import { CommissionAdjustment } from './commission-adjustment';

export class OrganizerCommission extends BaseModel {
  static tableName = 'organizer_commissions';

  declare id: string;
  declare tournamentId: string;
  declare organizerId: string;
  declare commissionAmount: string;
  declare organizerTransactionId: string | null;
  declare status: 'pending' | 'confirmed' | 'overdue';
  declare dueDate: Date | null;
  declare paidAt: Date | null;
  declare confirmedBy: string | null;
  declare confirmedAt: Date | null;
  /** when the organizer was told it is overdue (the reminder job tells it once) */
  declare overdueToldAt: Date | null;
  declare createdAt: Date;

  declare organizer?: User;
  declare tournament?: Tournament;
  declare adjustments?: CommissionAdjustment[];

  static get relationMappings(): RelationMappings {
    return {
      organizer: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: User,
        join: { from: 'organizer_commissions.organizerId', to: 'users.id' },
      },
      tournament: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: Tournament,
        join: { from: 'organizer_commissions.tournamentId', to: 'tournaments.id' },
      },
      adjustments: {
        relation: BaseModel.HasManyRelation,
        modelClass: CommissionAdjustment,
        join: { from: 'organizer_commissions.id', to: 'commission_adjustments.commissionId' },
      },
    };
  }
}
