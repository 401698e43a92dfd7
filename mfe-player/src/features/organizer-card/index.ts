export { OrganizerTournamentsCard } from './components/organizer-tournaments-card';
export { organizerBadgeVariant } from './components/organizer-tournament-row';
