import { BaseModel } from '../base-model';

export class Standing extends BaseModel {
  static tableName = 'standings';
  static jsonAttributes = ['tiebreaks'];

  declare id: string;
  declare tournamentId: string;
  declare playerId: string;
  /** numeric(3,1) as a decimal string */
  declare points: string;
  declare tiebreaks: unknown;
  declare rank: number | null;
  declare gamesPlayed: number;
}
