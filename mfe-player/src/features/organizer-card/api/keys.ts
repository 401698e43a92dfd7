// The organizer's tournaments: one key factory in portal-kit, shared with mfe-organizer.
export { organizerTournamentKeys } from '@chess-portal/portal-kit';
