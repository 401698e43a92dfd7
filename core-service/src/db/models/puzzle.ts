import { BaseModel } from '../base-model';

export class Puzzle extends BaseModel {
  static tableName = 'puzzles';

  declare id: string;
  declare competitionId: string;
  declare fen: string;
  declare solution: string;
  declare rating: number | null;
  declare theme: string | null;
  declare lichessId: string | null;
  declare createdAt: Date;
}
