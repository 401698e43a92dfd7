import { decimal, integer, money, numberText, optionalInteger } from './numbers';
import { expectStable, messagesOf, parseOk } from './testing';

const clock = integer({ label: 'Clock limit', min: 30, max: 10800 });
const interval = integer({ label: 'Round interval', min: 30, max: 1800, fallback: 60 });
const rounds = optionalInteger({
  label: 'Rounds',
  min: 1,
  max: 20,
  tooSmall: 'At least 1 round',
  tooLarge: 'At most 20 rounds',
});

describe('numberText', () => {
  it('trims text and reads null, undefined and NaN (an empty valueAsNumber input) as empty', () => {
    expect(numberText(' 12 ')).toBe('12');
    expect(numberText(12.5)).toBe('12.5');
    expect([numberText(null), numberText(undefined), numberText(Number.NaN), numberText(Infinity)]).toEqual([
      '',
      '',
      '',
      '',
    ]);
  });
});

describe('integer', () => {
  it('accepts text or numbers within the bounds, inclusive', () => {
    expect(parseOk(clock, '30')).toBe(30);
    expect(parseOk(clock, ' 10800 ')).toBe(10800);
    expect(parseOk(clock, 600)).toBe(600);
    expectStable(clock, '600');
  });

  it('says which bound is crossed, with default or given messages', () => {
    expect(messagesOf(clock, '29')).toEqual(['Clock limit must be at least 30']);
    expect(messagesOf(clock, 10801)).toEqual(['Clock limit must be at most 10800']);
    expect(messagesOf(rounds, '0')).toEqual(['At least 1 round']);
    expect(messagesOf(rounds, '21')).toEqual(['At most 20 rounds']);
  });

  it('refuses fractions and anything that is not plain digits', () => {
    for (const value of ['1.5', 1.5, '1e3', '0x20', 'abc', '12 34', '+40']) {
      expect(messagesOf(clock, value)).toEqual(['Clock limit must be a whole number']);
    }
  });

  it('answers other types with the field message', () => {
    for (const value of [true, {}, []])
      expect(messagesOf(clock, value)).toEqual(['Clock limit must be a whole number']);
    expect(messagesOf(money({ label: 'Fee' }), false)).toEqual(['Fee must be an amount in rupees, e.g. 150 or 99.50']);
  });

  it('requires a value unless a fallback is given', () => {
    for (const value of ['', '  ', null, undefined, Number.NaN]) {
      expect(messagesOf(clock, value)).toEqual(['Clock limit is required']);
      expect(parseOk(interval, value)).toBe(60);
    }
  });

  it('optionalInteger reads an empty field as none (null) and checks the rest', () => {
    for (const value of ['', ' ', null, undefined, Number.NaN]) expect(parseOk(rounds, value)).toBeNull();
    expect(parseOk(rounds, '7')).toBe(7);
    expect(messagesOf(rounds, 'seven')).toEqual(['Rounds must be a whole number']);
    expectStable(rounds, '');
  });
});

describe('decimal', () => {
  const percent = decimal({ label: 'Percent', min: 0, max: 100, places: 1, outOfRange: 'Between 0 and 100' });

  it('accepts numbers in range with at most the allowed decimals', () => {
    expect(parseOk(percent, '12.5')).toBe(12.5);
    expect(parseOk(percent, 0)).toBe(0);
    expect(parseOk(percent, '100')).toBe(100);
    expect(parseOk(percent, '100.0')).toBe(100);
  });

  it('rejects out of range, too precise, empty and non-numbers', () => {
    expect(messagesOf(percent, '100.1')).toEqual(['Between 0 and 100']);
    expect(messagesOf(percent, -0.1)).toEqual(['Between 0 and 100']);
    expect(messagesOf(percent, '12.55')).toEqual(['Percent can have at most 1 decimal place']);
    expect(messagesOf(percent, 0.1 + 0.2)).toEqual(['Percent can have at most 1 decimal place']);
    expect(messagesOf(percent, '')).toEqual(['Percent is required']);
    expect(messagesOf(percent, '1,5')).toEqual(['Percent must be a number']);
  });
});

describe('money', () => {
  const fee = money({ label: 'Entry fee', fallback: '0' });
  const due = money({ label: 'Amount', negative: 'No refunds' });

  it('gives the canonical numeric(10,2) text', () => {
    expect(parseOk(fee, '150')).toBe('150.00');
    expect(parseOk(fee, 99.5)).toBe('99.50');
    expect(parseOk(fee, ' 007.5 ')).toBe('7.50');
    expect(parseOk(fee, '0.05')).toBe('0.05');
    expect(parseOk(fee, '-0')).toBe('0.00');
    expect(parseOk(fee, '99999999.99')).toBe('99999999.99');
    expect(parseOk(fee, '000000001')).toBe('1.00');
    expectStable(fee, '12.3');
  });

  it('uses the fallback for an empty field, or requires one', () => {
    for (const value of ['', null, undefined, Number.NaN]) expect(parseOk(fee, value)).toBe('0.00');
    expect(messagesOf(due, '')).toEqual(['Amount is required']);
  });

  it('rejects negatives, more than 2 decimals, more than 8 integer digits and non-amounts', () => {
    expect(messagesOf(fee, '-1')).toEqual(['Entry fee cannot be negative']);
    expect(messagesOf(due, '-0.01')).toEqual(['No refunds']);
    expect(messagesOf(fee, '1.234')).toEqual(['Entry fee can have at most 2 decimal places']);
    expect(messagesOf(fee, '100000000')).toEqual(['Entry fee must be at most 99999999.99']);
    for (const value of ['abc', '1e3', '1,000', '.5', '5.', '₹10']) {
      expect(messagesOf(fee, value)).toEqual(['Entry fee must be an amount in rupees, e.g. 150 or 99.50']);
    }
  });
});
