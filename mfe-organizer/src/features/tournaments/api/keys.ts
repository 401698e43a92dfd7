// The organizer's tournaments: one key factory in portal-kit, shared with the dashboard's organizer card.
export { organizerTournamentKeys } from '@chess-portal/portal-kit';
