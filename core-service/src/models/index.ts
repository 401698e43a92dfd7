// One objection model per table (singular class, plural snake_case table).
export { User, type Role } from './user';
export { Tournament, type TournamentStatus } from './tournament';
export { Registration, type PaymentStatus } from './registration';
export { Match } from './match';
export { Standing } from './standing';
export { Payout } from './payout';
export { OrganizerApplication } from './organizer-application';
export { GlobalSetting } from './global-setting';
export { OrganizerCommission } from './organizer-commission';
export { PuzzleCompetition } from './puzzle-competition';
export { Puzzle } from './puzzle';
export { PuzzleCompetitionRegistration } from './puzzle-competition-registration';
export { LiveEventProgress } from './live-event-progress';
export { PuzzleAttempt } from './puzzle-attempt';
export { Session } from './session';
export { PasswordReset } from './password-reset';
export { OutboxEmail } from './outbox-email';
export { AuditLogEntry } from './audit-log-entry';
