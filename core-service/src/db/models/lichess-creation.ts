import { BaseModel } from '../base-model';

/** A tournament creation the portal sent to Lichess with one account, and its cost in Lichess's credits. */
export class LichessCreation extends BaseModel {
  static tableName = 'lichess_creations';

  declare id: string;
  /** 'platform', or 'lichess:<lowercased name>' of an organizer's own account */
  declare account: string;
  declare cost: number;
  declare tournamentId: string | null;
  declare createdAt: Date;
}
