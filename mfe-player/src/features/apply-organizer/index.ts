export { ApplyOrganizerPage } from './components/apply-organizer-page';
