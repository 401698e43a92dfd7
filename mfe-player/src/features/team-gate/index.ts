export { TeamGate, TEAM_GATE_TITLE } from './components/team-gate';
