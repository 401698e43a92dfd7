import {
  PRIZE_NO_POOL,
  PRIZE_PERCENT_SHAPE,
  PRIZE_PERCENT_TOTAL,
  PRIZE_PLACES_REQUIRED,
  UTR_REQUIRED,
  UTR_SHAPE,
  payoutSentSchema,
  prizeAmounts,
  prizeProblem,
  refundSentSchema,
} from './money-ledgers';
import { organizerTournamentSchema } from './organizer-tournament';

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('a refund or prize UTR', () => {
  it('is exactly 12 digits once spaces are removed', () => {
    expect(refundSentSchema.parse({ utr: ' 4123 4567 8901 ' })).toEqual({ utr: '412345678901' });
    expect(first(refundSentSchema.safeParse({ utr: '' }))).toBe(UTR_REQUIRED);
    expect(first(refundSentSchema.safeParse({ utr: 'UPI123456789' }))).toBe(UTR_SHAPE);
    expect(first(refundSentSchema.safeParse({ utr: '4123456789012' }))).toBe(UTR_SHAPE);
    expect(payoutSentSchema.parse({ utr: '412345678901' })).toEqual({ utr: '412345678901', fairPlayChecked: false });
  });
});

describe('a prize pool and its split', () => {
  it('fits when amounts add up to the pool or shares to 100%', () => {
    expect(prizeProblem('1000.00', { mode: 'amount', places: ['500', '300', '200'] })).toBeNull();
    expect(prizeProblem('1000.00', { mode: 'percent', places: ['50', '30', '20'] })).toBeNull();
    expect(prizeProblem('0.00', null)).toBeNull();
    expect(prizeProblem('0.00', { mode: 'amount', places: [] })).toBeNull();
  });

  it('names what does not fit', () => {
    expect(prizeProblem('1000.00', null)).toEqual(['prize_distribution', PRIZE_PLACES_REQUIRED]);
    expect(prizeProblem('1000.00', { mode: 'amount', places: ['500', '300'] })).toEqual([
      'prize_distribution',
      'The prizes add up to ₹800.00, but the prize pool is ₹1000.00',
    ]);
    expect(prizeProblem('1000.00', { mode: 'percent', places: ['50', '30'] })).toEqual([
      'prize_distribution',
      PRIZE_PERCENT_TOTAL,
    ]);
    expect(prizeProblem('1000.00', { mode: 'percent', places: ['50.123', '49.877'] })).toEqual([
      'prize_distribution',
      PRIZE_PERCENT_SHAPE,
    ]);
    expect(prizeProblem('0.00', { mode: 'amount', places: ['100'] })).toEqual(['prize_pool', PRIZE_NO_POOL]);
  });

  it('gives each place an exact amount; percentages round down, the paise left go to first place', () => {
    expect(prizeAmounts('1000.00', { mode: 'percent', places: ['33.33', '33.33', '33.34'] })).toEqual([
      '333.30',
      '333.30',
      '333.40',
    ]);
    expect(prizeAmounts('100.01', { mode: 'percent', places: ['50', '50'] })).toEqual(['50.01', '50.00']);
    expect(prizeAmounts('900.00', { mode: 'amount', places: ['600', '300.5'] })).toEqual(['600.00', '300.50']);
    expect(prizeAmounts('900.00', null)).toEqual([]);
  });

  it('is checked by the organizer form, on the field it concerns', () => {
    const base = {
      title: 'Prize Swiss',
      type: 'swiss',
      starts_at: '2026-07-12T16:00',
      clock_limit: 10,
      clock_increment: 0,
      team_slug: 'chess-school',
    };
    const bad = organizerTournamentSchema.safeParse({
      ...base,
      prize_pool: '1000',
      prize_distribution: { mode: 'percent', places: ['60'] },
    });
    expect(bad.error?.issues).toEqual([
      expect.objectContaining({ path: ['prize_distribution'], message: PRIZE_PERCENT_TOTAL }),
    ]);
    const ok = organizerTournamentSchema.parse({
      ...base,
      prize_pool: '1000',
      prize_distribution: { mode: 'amount', places: ['1000'] },
    });
    expect(ok).toMatchObject({ prize_pool: '1000.00', prize_distribution: { mode: 'amount', places: ['1000'] } });
    // without the prize fields (an older client) nothing is checked or changed
    expect(organizerTournamentSchema.parse(base).prize_pool).toBeUndefined();
  });
});
