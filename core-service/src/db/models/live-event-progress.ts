import { BaseModel } from '../base-model';

/** One player's progress through a live puzzle competition (table live_event_progress). */
export class LiveEventProgress extends BaseModel {
  static tableName = 'live_event_progress';

  declare id: string;
  declare competitionId: string;
  declare playerId: string;
  declare currentPuzzleId: string | null;
  declare currentPuzzleIndex: number;
  declare score: number;
  declare puzzlesSolved: number;
  declare timeSpent: number;
  declare currentPuzzleStartTime: Date | null;
  declare lastMoveTime: Date | null;
  declare isActive: boolean;
  declare createdAt: Date;
  declare updatedAt: Date;
}
