import {
  ADJUSTMENT_AMOUNT_INVALID,
  commissionAdjustmentSchema,
  REVOKE_REASON_REQUIRED,
  revokeRegistrationSchema,
  sameTransactionIdAs,
  START_TIME_TOO_FAR,
  START_TIME_TOO_SOON,
  startTimeRefusal,
  withStartWindow,
} from './money-rules';
import { organizerTournamentEditSchema } from './organizer-tournament';
import { z } from './zod';

const NOW = new Date('2026-03-01T06:30:00.000Z');
const later = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

describe('startTimeRefusal', () => {
  it('accepts 10 minutes to 1 year ahead', () => {
    expect(startTimeRefusal(later(10 * MIN), NOW)).toBeNull();
    expect(startTimeRefusal(later(365 * DAY), NOW)).toBeNull();
  });
  it('refuses the past, the next 10 minutes and beyond a year', () => {
    expect(startTimeRefusal(later(10 * MIN - 1), NOW)).toBe(START_TIME_TOO_SOON);
    expect(startTimeRefusal('1970-01-01T00:00:00.000Z', NOW)).toBe(START_TIME_TOO_SOON);
    expect(startTimeRefusal(later(365 * DAY + 1), NOW)).toBe(START_TIME_TOO_FAR);
    expect(startTimeRefusal('9999-12-31T00:00:00.000Z', NOW)).toBe(START_TIME_TOO_FAR);
  });
});

describe('withStartWindow', () => {
  const schema = withStartWindow(z.object({ startTime: z.string() }), 'startTime', { now: () => NOW });
  it('puts the message on the start field', () => {
    const result = schema.safeParse({ startTime: later(MIN) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['startTime', START_TIME_TOO_SOON],
    ]);
    expect(schema.safeParse({ startTime: later(DAY) }).success).toBe(true);
  });
  it('skips an unchanged start on edit', () => {
    const edit = withStartWindow(organizerTournamentEditSchema, 'startTime', {
      now: () => NOW,
      unchanged: later(-DAY),
    });
    const body = { name: 'X', system: 'arena', timeControl: '5+0', startTime: later(-DAY), roundInterval: 60 };
    expect(edit.safeParse(body).success).toBe(true);
    expect(edit.safeParse({ ...body, startTime: later(-DAY + MIN) }).success).toBe(false);
  });
});

describe('revokeRegistrationSchema', () => {
  it('needs a reason', () => {
    expect(revokeRegistrationSchema.parse({ reason: ' Paid twice ' })).toEqual({ reason: 'Paid twice' });
    expect(revokeRegistrationSchema.safeParse({ reason: ' ' }).error?.issues[0].message).toBe(REVOKE_REASON_REQUIRED);
  });
});

describe('commissionAdjustmentSchema', () => {
  it('takes a signed non-zero amount and a reason', () => {
    expect(commissionAdjustmentSchema.parse({ amount: '15', reason: 'late approval' })).toEqual({
      amount: '15.00',
      reason: 'late approval',
    });
    expect(commissionAdjustmentSchema.parse({ amount: '-007.5', reason: 'r' }).amount).toBe('-7.50');
    for (const amount of ['0', 'abc', '1.234', ''])
      expect(commissionAdjustmentSchema.safeParse({ amount, reason: 'r' }).error?.issues[0].message).toBe(
        ADJUSTMENT_AMOUNT_INVALID,
      );
  });
});

describe('sameTransactionIdAs', () => {
  const use = (kind: 'registration' | 'commission' | 'payout' | 'refund', username: string) => ({
    kind,
    username,
    tournamentName: 'Sunday Swiss',
  });

  it('names who used the id and whether it is the registering player', () => {
    expect(sameTransactionIdAs(use('registration', 'KnightRider'), 'knightrider', '1 Mar 2026')).toBe(
      "Same transaction ID as this player's own registration for Sunday Swiss (1 Mar 2026): the same player",
    );
    expect(sameTransactionIdAs(use('registration', 'QueenGambit'), 'knightrider', null)).toBe(
      "Same transaction ID as QueenGambit's registration for Sunday Swiss: a different player",
    );
    expect(sameTransactionIdAs(use('commission', 'coach'), 'knightrider', null)).toBe(
      "Same transaction ID as coach's commission payment for Sunday Swiss",
    );
    expect(sameTransactionIdAs(use('payout', 'KnightRider'), 'KnightRider', null)).toBe(
      'Same transaction ID as the prize payout to this player for Sunday Swiss',
    );
    expect(sameTransactionIdAs(use('refund', 'QueenGambit'), 'KnightRider', null)).toBe(
      'Same transaction ID as the refund to QueenGambit for Sunday Swiss',
    );
  });
});
