// What the rest of core-service gets back from Lichess: plain, typed values (Dates, not ISO strings).

export const PERF_KEYS = ['ultraBullet', 'bullet', 'blitz', 'rapid', 'classical', 'correspondence'] as const;
export type PerfKey = (typeof PERF_KEYS)[number];

export interface LichessRating {
  rating: number;
  games: number;
  provisional: boolean;
}

export interface LichessUser {
  /** lowercased username: the stable key */
  id: string;
  /** exact display case: store it, and use it in allow-lists */
  username: string;
  title?: string;
  closed: boolean;
  tosViolation: boolean;
  bot: boolean;
  ratings: Partial<Record<PerfKey, LichessRating>>;
  url?: string;
}

/** Result of checking a username someone typed (Lichess names are verified case-sensitively here). */
export type UsernameCheck =
  | { status: 'ok'; user: LichessUser }
  | { status: 'wrong-case'; user: LichessUser; message: string }
  | { status: 'closed'; user: LichessUser; message: string }
  | { status: 'not-found'; message: string };

export interface LichessTeam {
  id: string;
  name: string;
  nbMembers: number;
  open: boolean;
  leaders: string[];
  /** only when asked with a token: the token owner is a member */
  joined?: boolean;
  url: string;
}

export interface TeamMember {
  id: string;
  username: string;
  joinedAt: Date;
}

export interface TournamentClock {
  limitSeconds: number;
  incrementSeconds: number;
}

/** Entry conditions. Lichess replaces them all on every update, so always pass the full set. */
export interface EntryConditions {
  /** exact-case usernames allowed to join (approved players) */
  allowList?: string[];
  minRating?: number;
  maxRating?: number;
  minRatedGames?: number;
}

export interface ArenaInput {
  name: string;
  clock: TournamentClock;
  /** duration; one of ARENA_MINUTES */
  minutes: number;
  startsAt: Date;
  description?: string;
  rated?: boolean;
  password?: string;
  conditions?: EntryConditions;
  /** only members of this team may join; create only (Lichess cannot change it later) */
  teamMember?: string;
}

export interface SwissInput {
  name: string;
  clock: TournamentClock;
  nbRounds: number;
  /** omitted (or in the past) on updates after the start */
  startsAt?: Date;
  /** seconds between rounds; one of SWISS_ROUND_INTERVALS (-1 automatic) */
  roundIntervalSeconds?: number;
  /** rounds are started by scheduleNextRound (roundInterval 99999999) */
  manualRounds?: boolean;
  description?: string;
  rated?: boolean;
  password?: string;
  conditions?: EntryConditions;
}

export type TournamentStatus = 'created' | 'started' | 'finished';

export interface ArenaSummary {
  kind: 'arena';
  id: string;
  url: string;
  name: string;
  status: TournamentStatus;
  startsAt: Date;
  minutes: number;
  clock: TournamentClock;
  nbPlayers: number;
  createdBy: string;
  rated: boolean;
  /** lowercased ids, as Lichess returns them */
  allowList?: string[];
  teamMember?: string;
}

export interface SwissSummary {
  kind: 'swiss';
  id: string;
  url: string;
  name: string;
  status: TournamentStatus;
  startsAt: Date;
  round: number;
  nbRounds: number;
  nbPlayers: number;
  nextRoundAt?: Date;
  clock: TournamentClock;
  createdBy: string;
  rated: boolean;
}

/** One finisher, best first. `score` is the Arena score or the Swiss points. */
export interface ResultRow {
  rank: number;
  username: string;
  /** username lowercased (results carry no id) */
  userId: string;
  title?: string;
  score: number;
  rating: number;
  /** absent when the player has no games */
  performance?: number;
  /** Swiss only (Sonneborn-Berger) */
  tieBreak?: number;
  /** Arena: paused or withdrawn */
  withdrawn?: boolean;
  /** Swiss: absent */
  absent?: boolean;
}
