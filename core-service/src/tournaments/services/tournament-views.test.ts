import { Tournament, type TournamentStatus } from '../../db/models';
import { publicView, type TournamentRow } from './tournament-views';

const START = new Date('2026-03-05T12:00:00.000Z');
const MIN = 60_000;
const at = (msBeforeStart: number) => new Date(START.getTime() - msBeforeStart);

type Overrides = { status?: TournamentStatus; startTime?: Date | null; registrationCount?: number };

function row(overrides: Overrides = {}): TournamentRow {
  return Object.assign(new Tournament(), {
    id: '11111111-0000-4000-8000-000000000001',
    name: 'Edge Cup',
    status: 'registration' as TournamentStatus,
    maxPlayers: 4,
    entryFee: '0.00',
    startTime: START,
    createdAt: new Date('2026-03-01T00:00:00.000Z'),
    registrationCount: 0,
    ...overrides,
  });
}

describe('publicView: the join facts and windows are core’s (product.md §4, §9)', () => {
  it('gives the instants: join closes at start − 10 min, access opens at − 15 (dashboard) and − 5 (status page)', () => {
    expect(publicView(row(), at(60 * MIN))).toMatchObject({
      joinClosesAt: '2026-03-05T11:50:00.000Z',
      accessOpensAt: { dashboard: '2026-03-05T11:45:00.000Z', statusPage: '2026-03-05T11:55:00.000Z' },
      joinRefusal: null,
      registrationOpen: true,
    });
  });

  it('stays joinable until just before start − 10 min and refuses from that instant on', () => {
    expect(publicView(row(), at(10 * MIN + 1))).toMatchObject({ registrationOpen: true, joinRefusal: null });
    const closed = { code: 'join_window_closed', message: 'Registration closes 10 minutes before the start' };
    expect(publicView(row(), at(10 * MIN))).toMatchObject({ registrationOpen: false, joinRefusal: closed });
    // the access instants do not move with the clock: 15 and 5 minutes before the start
    for (const now of [at(15 * MIN), at(5 * MIN)]) {
      expect(publicView(row(), now).accessOpensAt).toEqual({
        dashboard: new Date(START.getTime() - 15 * MIN).toISOString(),
        statusPage: new Date(START.getTime() - 5 * MIN).toISOString(),
      });
    }
  });

  it('refuses a full tournament as full, and a tournament no longer in registration as closed', () => {
    expect(publicView(row({ registrationCount: 4 }), at(60 * MIN))).toMatchObject({
      registrationOpen: false,
      spotsLeft: 0,
      joinRefusal: { code: 'tournament_full', message: 'Tournament is full' },
    });
    for (const status of ['live', 'completed'] as const) {
      expect(publicView(row({ status }), at(60 * MIN))).toMatchObject({
        registrationOpen: false,
        joinRefusal: { code: 'registration_closed', message: 'Registration is closed' },
      });
    }
  });

  it('has no window without a start time: null instants, joinable while in registration', () => {
    expect(publicView(row({ startTime: null }), at(60 * MIN))).toMatchObject({
      joinClosesAt: null,
      accessOpensAt: { dashboard: null, statusPage: null },
      joinRefusal: null,
      registrationOpen: true,
    });
  });
});
