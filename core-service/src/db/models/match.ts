import { BaseModel } from '../base-model';

export class Match extends BaseModel {
  static tableName = 'matches';

  declare id: string;
  declare tournamentId: string;
  declare round: number;
  declare whitePlayerId: string | null;
  declare blackPlayerId: string | null;
  declare result: string | null;
  declare lichessGameId: string | null;
  declare startTime: Date | null;
  declare endTime: Date | null;
  declare status: string;
}
