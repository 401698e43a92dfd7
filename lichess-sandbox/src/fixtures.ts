import type { SandboxState } from './state/store';
import type { UserSeed } from './state/users';

/** The designated team of the product (LICHESS_TEAM_ID default). */
export const SCHOOL_TEAM_ID = 'chess-school';
/** Leader of the school team; its token is the platform token in local runs (LICHESS_PLATFORM_TOKEN). */
export const PLATFORM_USERNAME = 'ChessSchoolHQ';
export const PLATFORM_TOKEN = 'lio_sandboxPlatformToken000000000000';
export const PLATFORM_SCOPES = ['tournament:write', 'team:read', 'team:lead', 'team:write'];
export const DEMO_PLAYER = 'DemoPlayer';
export const DEMO_PLAYER_TOKEN = 'lio_sandboxDemoPlayerToken0000000000';

const r = (blitz: number, rapid = blitz + 40, classical = blitz + 80, bullet = blitz - 60) => ({
  blitz,
  rapid,
  classical,
  bullet,
});

/** Users, including the odd cases of ENDPOINTS.md §8. */
export const FIXTURE_USERS: UserSeed[] = [
  { username: PLATFORM_USERNAME, ratings: r(1900), bio: 'Official account of Chess School Arena.' },
  { username: 'DemoOrganizer', ratings: r(1750), bio: 'Runs tournaments for the school.' },
  { username: 'TeamHelper', ratings: r(1500), bio: 'Team leader without the tournament permission.' },
  { username: DEMO_PLAYER, ratings: r(1620), bio: 'The demo player of the local setup.' },
  { username: 'KnightRider99', ratings: r(1830) },
  { username: 'QueenGambit', ratings: r(2050) },
  { username: 'RookieRahul', ratings: r(1380) },
  { username: 'BishopBella', ratings: r(1710) },
  { username: 'PawnPusher', ratings: r(1540) },
  // exact case differs from the id in a less obvious way
  { username: 'mIxEdCaSe_Maya', ratings: r(1660) },
  { username: 'GrandmasterGita', title: 'GM', ratings: r(2640, 2600, 2580, 2700), verified: true },
  { username: 'NewcomerNina', ratings: { blitz: { rating: 1510, games: 3, prov: true } } },
  { username: 'ClosedAccount', disabled: true, ratings: r(1600) },
  { username: 'MarkedCheater', tosViolation: true, ratings: r(2300) },
  { username: 'SandboxBot', title: 'BOT', ratings: r(2100) },
  { username: 'OutsiderOmar', ratings: r(1770) },
];

const SCHOOL_MEMBERS = [
  DEMO_PLAYER,
  'KnightRider99',
  'QueenGambit',
  'RookieRahul',
  'BishopBella',
  'PawnPusher',
  'mIxEdCaSe_Maya',
  'GrandmasterGita',
  'NewcomerNina',
  'MarkedCheater',
];

export function loadFixtures(state: SandboxState): void {
  for (const seed of FIXTURE_USERS) state.addUser(seed);
  state.addTeam({
    id: SCHOOL_TEAM_ID,
    name: 'Chess School',
    description: 'The designated team of Chess School Arena. Join it to play in the school tournaments.',
    leaders: [PLATFORM_USERNAME, 'DemoOrganizer', { username: 'TeamHelper', perms: ['request', 'kick', 'comm'] }],
    members: SCHOOL_MEMBERS,
  });
  state.addTeam({
    id: 'secret-club',
    name: 'Secret Club',
    description: 'A closed team with a private member list.',
    open: false,
    hideMembers: true,
    leaders: ['DemoOrganizer'],
    members: ['QueenGambit'],
  });
  state.teams.get('secret-club')!.requests.set('outsideromar', {
    userId: 'outsideromar',
    message: 'Hello, I would like to join the secret club please!',
    date: state.now() - 3_600_000,
    declined: false,
  });
  state.oauth.createToken('chessschoolhq', PLATFORM_SCOPES, null, PLATFORM_TOKEN);
  state.oauth.createToken('demoplayer', ['tournament:write', 'team:write'], null, DEMO_PLAYER_TOKEN);
}
