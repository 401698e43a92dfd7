export { TournamentPage } from './components/tournament-page';
