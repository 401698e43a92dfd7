import type { RelationMappings } from 'objection';
import { BaseModel } from '../base-model';
import { Puzzle } from './puzzle';

export class PuzzleCompetition extends BaseModel {
  static tableName = 'puzzle_competitions';

  declare id: string;
  declare title: string;
  declare description: string | null;
  declare organizerId: string;
  declare status: 'draft' | 'published' | 'live' | 'completed';
  declare type: string;
  declare difficulty: string;
  declare mode: string;
  declare totalPuzzles: number;
  declare easyPuzzles: number;
  declare hardPuzzles: number;
  declare veryHardPuzzles: number;
  declare timeLimit: number | null;
  /** text[] */
  declare themes: string[] | null;
  declare entryFee: string;
  declare prizePool: string;
  declare upiId: string | null;
  declare startTime: Date | null;
  declare endTime: Date | null;
  declare maxParticipants: number | null;
  declare currentParticipants: number;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare puzzles?: Puzzle[];

  static get relationMappings(): RelationMappings {
    return {
      puzzles: {
        relation: BaseModel.HasManyRelation,
        modelClass: Puzzle,
        join: { from: 'puzzle_competitions.id', to: 'puzzles.competitionId' },
      },
    };
  }
}
