import type { RelationMappings } from 'objection';
import { BaseModel } from '../base-model';
import { User } from './user';

export class OrganizerApplication extends BaseModel {
  static tableName = 'organizer_applications';

  declare id: string;
  declare userId: string;
  declare applicationNote: string | null;
  declare upiId: string | null;
  declare status: 'pending' | 'approved' | 'rejected';
  declare adminNotes: string | null;
  declare reviewedBy: string | null;
  declare reviewedAt: Date | null;
  declare createdAt: Date;

  declare user?: User;

  static get relationMappings(): RelationMappings {
    return {
      user: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: User,
        join: { from: 'organizer_applications.userId', to: 'users.id' },
      },
    };
  }
}
