import { BaseModel } from '../base-model';

export class PuzzleCompetitionRegistration extends BaseModel {
  static tableName = 'puzzle_competition_registrations';

  declare id: string;
  declare competitionId: string;
  declare playerId: string;
  declare score: number;
  declare puzzlesSolved: number;
  declare timeSpent: number;
  declare paymentStatus: 'pending' | 'approved' | 'rejected';
  declare utrNumber: string | null;
  declare registeredAt: Date;
  declare completedAt: Date | null;
}
