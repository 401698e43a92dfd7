import { BaseModel } from '../base-model';

export class PuzzleAttempt extends BaseModel {
  static tableName = 'puzzle_attempts';

  declare id: string;
  declare liveProgressId: string;
  declare puzzleId: string;
  declare playerId: string;
  /** text[] */
  declare moves: string[];
  declare isCorrect: boolean | null;
  declare timeSpent: number | null;
  declare startedAt: Date | null;
  declare completedAt: Date | null;
}
