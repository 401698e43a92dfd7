export { TeamGate, TEAM_GATE_TITLE } from './components/team-gate';
export { useTeamPolling, TEAM_POLL_MS, TEAM_REDIRECT_MS } from './api/check-team';
export { useTeamInfo } from './api/get-team-info';
export { useVerifyTeam } from './api/verify-team';
export { openTeamPage } from './components/open-team-page';
export { PollingStatus } from './components/polling-status';
