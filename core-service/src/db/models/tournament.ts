import type { ResultRow } from '@chess-portal/contracts';
import type { RelationMappings } from 'objection';
import { BaseModel } from '../base-model';
import { Registration } from './registration';
import { User } from './user';

/** The settings a tournament was created with on Lichess (see services/lichess-settings.ts). */
export type LichessSettings = {
  kind: 'arena' | 'swiss';
  name: string;
  clock: { limitSeconds: number; incrementSeconds: number };
  startsAt: string;
  description: string;
  /** Arena */
  minutes?: number;
  /** Swiss */
  nbRounds?: number;
  roundIntervalSeconds?: number;
  teamId?: string;
  /** the Lichess account that created it (its token edits it) */
  createdBy: string;
};

/** A push to Lichess in progress (set and committed before Lichess is called; cleared once recorded). */
export type LichessPush = {
  startedAt: string;
  /** who pushed (the audit entry's actor when a job finishes it) */
  actorId: string;
  kind: 'arena' | 'swiss';
  /** the name and start sent to Lichess, and the account creating it: how a job finds it there */
  name: string;
  startsAt: string;
  createdBy: string;
  /** the approved players sent as its allow-list */
  allowList: string[];
  teamId?: string;
  /** the Lichess creation budget reserved for it (lichess_creations), given back if it never got there */
  creationId?: string;
};

export type TournamentStatus = 'registration' | 'open' | 'live' | 'completed' | 'cancelled';

export class Tournament extends BaseModel {
  static tableName = 'tournaments';
  static jsonAttributes = ['prizeDistribution', 'results', 'lichessAllowList', 'lichessSettings', 'lichessPush'];

  declare id: string;
  declare name: string;
  declare description: string | null;
  declare format: 'rapid' | 'blitz' | 'classical';
  declare timeControl: string;
  declare system: 'swiss' | 'arena' | 'round-robin';
  declare maxPlayers: number;
  /** numeric(10,2) as a decimal string */
  declare entryFee: string;
  declare prizePool: string;
  declare prizeDistribution: unknown;
  declare startTime: Date | null;
  declare endTime: Date | null;
  declare status: TournamentStatus;
  declare organizerId: string | null;
  declare lichessTeamSlug: string | null;
  declare qrCode: string | null;
  declare rounds: number | null;
  declare currentRound: number;
  declare roundInterval: number;
  declare lichessIntegration: boolean;
  declare lichessType: 'arena' | 'swiss' | null;
  declare lichessTournamentId: string | null;
  declare lichessUrl: string | null;
  /** when the portal terminated it on Lichess (End, Close); its Lichess page is no use after that */
  declare lichessTerminatedAt: Date | null;
  /** core's copy of the Lichess allow-list it last sent (exact-case names); null before the push */
  declare lichessAllowList: string[] | null;
  /** what the tournament was created with on Lichess (resent on every edit there); null before the push */
  declare lichessSettings: LichessSettings | null;
  /** set while a push to Lichess runs (or was cut off by a crash: see lichess-push-service's reconcile) */
  declare lichessPush: LichessPush | null;
  declare manualPairing: boolean;
  declare totalCollected: string;
  declare commissionDue: string;
  declare commissionStatus: string;
  declare commissionDueDate: Date | null;
  declare results: ResultRow[] | null;
  declare resultsLastFetched: Date | null;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare organizer?: User | null;
  declare registrations?: Registration[];

  static get relationMappings(): RelationMappings {
    return {
      organizer: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: User,
        join: { from: 'tournaments.organizerId', to: 'users.id' },
      },
      registrations: {
        relation: BaseModel.HasManyRelation,
        modelClass: Registration,
        join: { from: 'tournaments.id', to: 'registrations.tournamentId' },
      },
    };
  }
}
