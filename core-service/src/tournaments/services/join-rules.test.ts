import { joinRefusal } from './join-rules';

const START = new Date('2026-03-05T12:00:00.000Z');
const at = (msBeforeStart: number) => new Date(START.getTime() - msBeforeStart);
const MIN = 60_000;
const open = { status: 'registration' as const, maxPlayers: 10, startTime: START };
const CLOSED = { code: 'registration_closed', message: 'Registration is closed' };
const TOO_LATE = { code: 'join_window_closed', message: 'Registration closes 10 minutes before the start' };
const FULL = { code: 'tournament_full', message: 'Tournament is full' };

describe('joinRefusal (product.md §4 join rules)', () => {
  it('allows a registration or open tournament with seats, until 10 minutes before the start', () => {
    expect(joinRefusal(open, 0, at(60 * MIN))).toBeNull();
    expect(joinRefusal({ ...open, status: 'open' }, 9, at(10 * MIN + 1))).toBeNull();
  });

  it('closes at start − 10 min exactly, and after', () => {
    expect(joinRefusal(open, 0, at(10 * MIN))).toEqual(TOO_LATE);
    expect(joinRefusal(open, 0, at(-MIN))).toEqual(TOO_LATE);
  });

  it('refuses other statuses before anything else', () => {
    for (const status of ['live', 'completed', 'cancelled'] as const) {
      expect(joinRefusal({ ...open, status }, 99, at(-MIN))).toEqual(CLOSED);
    }
  });

  it('refuses a full tournament', () => {
    expect(joinRefusal(open, 10, at(60 * MIN))).toEqual(FULL);
    expect(joinRefusal(open, 11, at(60 * MIN))).toEqual(FULL);
  });

  it('has no window when there is no start time', () => {
    expect(joinRefusal({ ...open, startTime: null }, 0, at(-1000 * MIN))).toBeNull();
  });
});
