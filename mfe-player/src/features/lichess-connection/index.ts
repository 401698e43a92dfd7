export { LichessConnectionCard } from './components/lichess-connection-card';
